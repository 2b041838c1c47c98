import { createContext, useCallback, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Link as WouterLink, Router, type BaseLocationHook } from 'wouter';
import { useHistoryState, useLocationProperty, usePathname } from 'wouter/use-browser-location';

/**
 * The site's router: wouter (about 2 kB gzip) matches the routes and follows the address, and this
 * module adds what the pages need of a browser's history: the state a navigation carries, a key per
 * history entry, and whether the entry was reached by Back/Forward (scroll restoration). React
 * Router's declarative mode did the same for about 12 kB on every page.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  /** Data for the next page that is not in its address (where to return after logging in...). */
  state?: unknown;
}

export interface AppLocation {
  pathname: string;
  /** "?a=b", or "" */
  search: string;
  /** "#id", or "" */
  hash: string;
  state: unknown;
  /** The history entry's own name; 'default' for entries this router did not make (the first page). */
  key: string;
}

/** What this router keeps in `history.state`, as React Router did (entries it made stay readable). */
interface EntryState {
  usr: unknown;
  key: string;
}

const inBrowser = typeof window !== 'undefined';
let lastNavigation: NavigationType = 'POP';
// Registered before the router's own listener: the render that follows Back already sees 'POP'.
if (inBrowser) window.addEventListener('popstate', () => (lastNavigation = 'POP'));

function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Goes to `to` (an address of this site), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  lastNavigation = replace ? 'REPLACE' : 'PUSH';
  const entry: EntryState = { usr: state, key: entryKey() };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
}

const useBrowserPath: BaseLocationHook = (options?: { ssrPath?: string }) => [usePathname(options), navigate];

/** Paths match whatever their case, as the spec's links (/WarrantyClaim, /AdminPanel) are typed. */
function caseInsensitive(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}

/** The address the server renders, absent in the browser. */
const ServerUrl = createContext<URL | null>(null);

/** The router around the app: in the browser it follows the address bar; on the server it renders `url`. */
export function AppRouter({ url, children }: { url?: string; children: ReactNode }) {
  const server = useMemo(() => (url === undefined ? null : new URL(url, 'http://server.invalid')), [url]);
  return (
    <ServerUrl.Provider value={server}>
      <Router hook={useBrowserPath} parser={caseInsensitive} ssrPath={server ? `${server.pathname}${server.search}` : undefined}>
        {children}
      </Router>
    </ServerUrl.Provider>
  );
}

const readSearch = () => window.location.search;
const readHash = () => window.location.hash;

export function useLocation(): AppLocation {
  const server = useContext(ServerUrl);
  const pathname = usePathname(server ? { ssrPath: server.pathname } : undefined);
  const search = useLocationProperty(readSearch, server ? () => server.search : readSearch);
  const hash = useLocationProperty(readHash, server ? () => '' : readHash);
  // Hydration renders with no state, as the server did.
  const entry = useHistoryState<Partial<EntryState> | null>();
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** How the shown entry was reached: 'POP' for the first page and for Back/Forward. */
export function useNavigationType(): NavigationType {
  useLocation();
  return lastNavigation;
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0] | ((previous: URLSearchParams) => URLSearchParams);

/** The query of the address, and a way to change it (on the same path). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [pathname, params],
  );
  return [params, setParams];
}

export { useParams, Route, Switch } from 'wouter';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; state?: unknown; replace?: boolean };

/** A link that changes page without a reload (a new tab or window with a modifier key, as any link). */
export function Link(props: LinkProps) {
  return <WouterLink {...props} />;
}

/** A menu link, marked `active` (and aria-current) on its page and, unless `end`, the pages under it. */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.toLowerCase();
  const active = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return <Link {...rest} to={to} className={active ? `${className ?? ''} active`.trim() : className} aria-current={active ? 'page' : undefined} />;
}
