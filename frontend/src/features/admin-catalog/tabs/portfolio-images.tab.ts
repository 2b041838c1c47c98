import type { PortfolioImageInput, PortfolioImageRow } from '@dealer/contracts';
import { gridDateTimeText } from '../../../components/data-grid/grid-settings';
import type { CrudTabSpec } from '../crud/crud.types';

/** The spec's portfolio grid shows the images themselves, hence the tall rows. */
export const PORTFOLIO_ROW_HEIGHT = 350;

export const portfolioImagesTab: CrudTabSpec<PortfolioImageRow, PortfolioImageInput> = {
  tab: 'portfolioImages',
  resource: 'portfolioImages',
  // There is no update of an image: delete it and add another.
  editable: false,
  fields: [
    { name: 'imagePath', kind: 'image', label: 'image', required: true, hint: 'image', wide: true },
    { name: 'caption', kind: 'text', hint: 'caption', wide: true },
  ],
  columns: [
    { field: 'imagePath', label: 'image', kind: 'image', minWidth: 360, flex: 3 },
    { field: 'caption', minWidth: 220, flex: 2 },
    { field: 'createdAt', kind: 'dateTime', minWidth: 180 },
  ],
  // Its caption, else when it was added, as the grid shows it (not the stored timestamp).
  rowLabel: (row, lang) => row.caption || gridDateTimeText(lang)(row.createdAt),
  rowHeight: PORTFOLIO_ROW_HEIGHT,
  messages: { added: 'imagesAdded', missingAsInfo: true },
};
