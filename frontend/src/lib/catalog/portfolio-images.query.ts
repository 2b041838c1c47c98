import { useQuery } from '@tanstack/react-query';
import { contentText, type ContentText, type Lang, type PortfolioImageRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';

/** GET /api/portfolioImages/: image URLs, newest first (the server's order). */
export const portfolioImagesQueryOptions = listQueryOptions<PortfolioImageRow>(['catalog', 'portfolioImages'], '/api/portfolioImages/', {
  staleTime: 5 * 60_000,
});

export function usePortfolioImages() {
  return useQuery(portfolioImagesQueryOptions);
}

/** What the photo shows in the reader's language (its alternative text); null when the admin wrote none. */
export function imageCaption(image: PortfolioImageRow, lang: Lang): ContentText | null {
  return image.caption.trim() ? contentText(image.caption, image.captionAr, lang) : null;
}
