import type { BannerInput, BannerRow } from '@dealer/contracts';
import { ImageUpload, OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { imageStore } from '../shared/image-store.js';

export class BannerBody implements BannerInput {
  @RequiredText(160, 'Summer A/C offer: 20% off')
  bannerTitle: string;

  @OptionalText(160, 'عرض الصيف على المكيفات: خصم 20%')
  bannerTitleAr?: string;

  @ImageUpload('jpeg')
  imagePath: string;
}

/**
 * The modal banner. The site shows one: saving a new banner replaces the old in one transaction
 * (the spec's client deleted, then created, and could lose the banner between the two).
 */
export const BANNERS: CrudResource<BannerBody, BannerRow> = {
  resource: 'banners',
  body: BannerBody,
  store: imageStore<BannerBody>({ table: 'banners', texts: { bannerTitle: 'banner_title', bannerTitleAr: 'banner_title_ar' }, single: true }),
  summaries: {
    list: 'The banner (a list of at most one)',
    create: 'Save the banner, replacing the current one (admin)',
    update: 'Change the banner (admin)',
    delete: 'Remove the banner (admin)',
  },
};
