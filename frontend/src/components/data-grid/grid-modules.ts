import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ColumnAutoSizeModule,
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  PaginationModule,
  RowAutoHeightModule,
  RowSelectionModule,
  TextFilterModule,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

// Only what the spec's grids use, so the grid chunk stays as small as AG Grid allows. In development
// the validation module names any feature that is used without its module being registered.
const modules: Module[] = [
  CellStyleModule,
  // The actions column takes the width of its buttons (data-grid.tsx), which their texts set.
  ColumnAutoSizeModule,
  // Phones' cards tell the grid their drawn height (grid-card.tsx: onRowHeightChanged, resetRowHeights).
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  LocaleModule,
  PaginationModule,
  TextFilterModule,
  RowSelectionModule,
  // A failed mail's error is read whole: its cell wraps and its row grows (the Mail Queue tab).
  RowAutoHeightModule,
];
if (import.meta.env.DEV) modules.push(ValidationModule);

ModuleRegistry.registerModules(modules);
