/** Addresses a link from content may open: web pages, mail and phone. Everything else could run script. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address itself when a link may carry it, otherwise '' (no link). Content links (the B2B portal,
 * social pages, a photo's address) come from the database; a `javascript:` or `data:` address there would
 * run script on a click. Parsed with the browser's own URL rules, so tabs, line breaks or odd case inside
 * the scheme (`java\tscript:`, `JavaScript:`) are judged as the browser would read them. Paths on this
 * site (`/api/media/...`) are web addresses too.
 */
export function safeLinkUrl(value: string): string {
  const address = value.trim();
  if (!address) return '';
  try {
    return LINK_PROTOCOLS.has(new URL(address, 'https://site.invalid/').protocol) ? address : '';
  } catch {
    return '';
  }
}
