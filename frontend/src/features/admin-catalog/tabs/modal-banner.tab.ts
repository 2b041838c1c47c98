import type { BannerInput, BannerRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

/** The site keeps one banner: saving a new one replaces the old, so rows are only added or deleted. */
export const modalBannerTab: CrudTabSpec<BannerRow, BannerInput> = {
  tab: 'modalBanner',
  resource: 'banners',
  editable: false,
  fields: [
    { name: 'bannerTitle', kind: 'text', required: true, wide: true },
    { name: 'imagePath', kind: 'image', label: 'image', required: true, hint: 'image', wide: true },
  ],
  columns: [
    { field: 'imagePath', label: 'image', kind: 'image', minWidth: 120 },
    { field: 'bannerTitle', minWidth: 220, flex: 2 },
    { field: 'createdAt', kind: 'dateTime', minWidth: 180 },
  ],
  rowLabel: (row) => row.bannerTitle,
  messages: { added: 'bannerAdded' },
};
