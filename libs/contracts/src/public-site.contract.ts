/**
 * The visitor-facing site: the newsletter box in the footer and the pages a search engine may list.
 */

/** POST /api/newsletter. `consent` must be true: the box's checkbox starts unticked (PDPL). */
export interface NewsletterInput {
  email: string;
  consent: true;
}

/** GET /api/newsletter (admin): one row per address, with the time consent was last given. */
export interface NewsletterRow {
  _id: string;
  email: string;
  consentAt: string;
  createdAt: string;
}

/** The public pages, in the order the sitemap lists them; `{brand}` is the configured brand slug. */
export const PUBLIC_PAGE_PATHS = ['/', '/service', '/why{brand}services', '/locator', '/gallery', '/contact', '/ecatalog'] as const;

/** A public page's path with the brand filled in. */
export function publicPagePath(path: (typeof PUBLIC_PAGE_PATHS)[number], brandSlug: string): string {
  return path.replace('{brand}', brandSlug.toLowerCase());
}
