interface PrerenderedPage {
  /** The spelling links use (the router matches paths case-insensitively: /warrantyclaim is the same page). */
  path: string;
  /** The page's lazy module in frontend/ (frontend/src/app/router.tsx), whose styles and code the head links. */
  source: string;
}

const page = (path: string, source: string): PrerenderedPage => ({ path, source: `src/${source}` });

/** The pages the server prerenders, by path in lower case. The about page's path carries the brand. */
const PRERENDERED: Record<string, PrerenderedPage> = {
  '/': page('/', 'app/routes/home-with-booking.tsx'),
  '/service': page('/service', 'features/services/components/services-page.tsx'),
  '/locator': page('/locator', 'features/locator/components/locator-page.tsx'),
  '/gallery': page('/gallery', 'features/gallery/components/gallery-page.tsx'),
  '/contact': page('/contact', 'features/contact/components/contact-page.tsx'),
  '/ecatalog': page('/ecatalog', 'features/ecatalog/components/ecatalog-page.tsx'),
  '/login': page('/login', 'features/auth/components/login-page.tsx'),
  '/warrantyclaim': page('/WarrantyClaim', 'features/warranty-claim/components/warranty-claim-page.tsx'),
  '/unsubscribe': page('/unsubscribe', 'features/newsletter/components/unsubscribe-page.tsx'),
  '/confirm-subscription': page('/confirm-subscription', 'features/newsletter/components/confirm-subscription-page.tsx'),
};
const ABOUT_SOURCE = 'src/features/about/components/about-page.tsx';

/** Every page module named above, so the server can say at start-up which the build no longer has. */
export const PRERENDERED_SOURCES = [...Object.values(PRERENDERED).map((known) => known.source), ABOUT_SOURCE];

/**
 * Pages that are a visitor's own (account, admin, a booking, an offer, a reset link) or that only act
 * (logout): the browser renders them, from the plain app in the reader's language (browserPageShell).
 */
const BROWSER_ONLY = ['/account', '/adminpanel', '/forgotpassword', '/logout', '/bookings/', '/waitlist/'];

/**
 * The address the 404 page is rendered at, whatever address was asked: one the app has no page for.
 * That page is kept under one key for every unknown address, so rendering the asked one would let the
 * first to come decide what all later ones show, and some do not read as their own path to a URL
 * parser (`//locator` names a host called locator, and the page rendered was home).
 */
export const NOT_FOUND_ADDRESS = '/page-not-found';

/** The address of every prerendered page as links spell it, the about page's with the brand. */
export function prerenderedPaths(brandSlug: string): string[] {
  return [...Object.values(PRERENDERED).map((known) => known.path), ...(brandSlug ? [`/why${brandSlug}services`] : [])];
}

/** What the server answers at a page path: a prerendered page (with its link spelling), the 404 page, or the plain app. */
export type PageRoute = ({ kind: 'page'; key: string } & PrerenderedPage) | { kind: 'notFound'; key: '404' } | { kind: 'browserOnly' };

export function pageRoute(pathname: string, brandSlug: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : '/';
  const known = PRERENDERED[path];
  if (known) return { kind: 'page', key: path, ...known };
  const about = `/why${brandSlug.toLowerCase()}services`;
  if (brandSlug && path === about) return { kind: 'page', key: path, path: about, source: ABOUT_SOURCE };
  if (BROWSER_ONLY.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))) return { kind: 'browserOnly' };
  return { kind: 'notFound', key: '404' };
}
