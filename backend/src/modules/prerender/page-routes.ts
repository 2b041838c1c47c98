/**
 * The pages the server prerenders, by path in lower case, each with the spelling its links use
 * (React Router matches paths case-insensitively, so /warrantyclaim is the same page).
 * The about page's path carries the brand and is added per site.
 */
const PRERENDERED: Record<string, string> = {
  '/': '/',
  '/service': '/service',
  '/locator': '/locator',
  '/gallery': '/gallery',
  '/contact': '/contact',
  '/ecatalog': '/ecatalog',
  '/login': '/login',
  '/warrantyclaim': '/WarrantyClaim',
  '/unsubscribe': '/unsubscribe',
};

/**
 * Pages that are a visitor's own (account, admin, a booking, an offer, a reset link) or that only act
 * (logout): the browser renders them as before, from the plain index.html.
 */
const BROWSER_ONLY = ['/account', '/adminpanel', '/forgotpassword', '/logout', '/bookings/', '/waitlist/'];

/** What the server answers at a page path: a prerendered page (with its link spelling), the 404 page, or the plain app. */
export type PageRoute = { kind: 'page'; key: string; path: string } | { kind: 'notFound'; key: '404' } | { kind: 'browserOnly' };

export function pageRoute(pathname: string, brandSlug: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : '/';
  const known = PRERENDERED[path];
  if (known) return { kind: 'page', key: path, path: known };
  const about = `/why${brandSlug.toLowerCase()}services`;
  if (brandSlug && path === about) return { kind: 'page', key: path, path: about };
  if (BROWSER_ONLY.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))) return { kind: 'browserOnly' };
  return { kind: 'notFound', key: '404' };
}
