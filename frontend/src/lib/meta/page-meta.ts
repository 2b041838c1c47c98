/** Search results cut descriptions at about this length; longer ones are shortened at a word. */
export const DESCRIPTION_MAX = 160;

/** "<page> | <brand>", or just the brand when the page has no title of its own. */
export function documentTitle(page: string, brand: string): string {
  const pageTitle = page.trim();
  return pageTitle ? `${pageTitle} | ${brand}` : brand;
}

/** One line of at most DESCRIPTION_MAX characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،]+$/, '')}…`;
}
