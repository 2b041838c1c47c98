/** Any /why{word}services path; used only when the brand is unknown because /api/site failed. */
const ABOUT_PATTERN = /^\/why([a-z0-9]+)services$/;

function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/**
 * Whether a path is the about page, /why{brand}services with the brand as one lowercase word.
 * With a known brand only that brand's path matches; with none (`null`), any word does.
 */
export function isAboutPath(pathname: string, brandSlug: string | null): boolean {
  const match = ABOUT_PATTERN.exec(normalizePath(pathname));
  if (!match) return false;
  if (brandSlug === null) return true;
  return brandSlug !== '' && match[1] === brandSlug.toLowerCase();
}

export function aboutPath(brandSlug: string): string {
  return `/why${brandSlug.toLowerCase()}services`;
}
