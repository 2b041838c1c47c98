import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n';

/** AG Grid's own texts (paging, filters, overlays, and what screen readers are told of its controls) in the interface language. */
export function useGridLocaleText(noRowsText?: string): Record<string, string> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      noRowsToShow: noRowsText ?? t('grid.noRows'),
      loadingOoo: t('grid.loading'),
      page: t('grid.page'),
      of: t('grid.of'),
      to: t('grid.to'),
      more: t('grid.more'),
      firstPage: t('grid.firstPage'),
      previousPage: t('grid.previousPage'),
      nextPage: t('grid.nextPage'),
      lastPage: t('grid.lastPage'),
      filterOoo: t('grid.filter'),
      contains: t('grid.contains'),
      notContains: t('grid.notContains'),
      equals: t('grid.equals'),
      notEqual: t('grid.notEqual'),
      startsWith: t('grid.startsWith'),
      endsWith: t('grid.endsWith'),
      blank: t('grid.blank'),
      notBlank: t('grid.notBlank'),
      andCondition: t('grid.and'),
      orCondition: t('grid.or'),
      number: t('grid.pageNumber'),
      ariaFilterMenuOpen: t('grid.openFilterMenu'),
      ariaFilterInput: t('grid.filterInput'),
      ariaLabelInputClear: t('grid.clearInput'),
      ariaFilterValue: t('grid.filterValue'),
      ariaLabelColumnFilter: t('grid.columnFilter'),
      ariaColumnFiltered: t('grid.columnFiltered'),
      ariaSortableColumn: t('grid.sortable'),
      ariaFilterColumn: t('grid.openFilter'),
      ariaFilteringOperator: t('grid.filteringOperator'),
    }),
    [t, noRowsText],
  );
}
