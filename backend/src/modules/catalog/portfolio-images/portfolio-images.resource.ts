import type { PortfolioImageInput, PortfolioImageRow } from '@dealer/contracts';
import { ImageUpload, OptionalText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { imageStore } from '../shared/image-store.js';

export class PortfolioImageBody implements PortfolioImageInput {
  @ImageUpload('png')
  imagePath: string;

  @OptionalText(200, 'Technician checking an A/C compressor')
  caption?: string;

  @OptionalText(200, 'فني يفحص ضاغط المكيف')
  captionAr?: string;
}

/** The gallery, newest first as it shows them. */
export const PORTFOLIO_IMAGES: CrudResource<PortfolioImageBody, PortfolioImageRow> = {
  resource: 'portfolioImages',
  body: PortfolioImageBody,
  store: imageStore<PortfolioImageBody>({ table: 'portfolio_images', texts: { caption: 'caption', captionAr: 'caption_ar' } }),
  summaries: { list: 'Gallery images, newest first', create: 'Add a gallery image (admin)', update: 'Replace a gallery image (admin)', delete: 'Delete a gallery image (admin)' },
};
