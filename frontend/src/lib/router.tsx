import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link as WouterLink, Router, type BaseLocationHook } from 'wouter';
import { caseInsensitive, isLinkActive } from './route-paths';

/**
 * The site's router: wouter (about 2 kB gzip) matches the routes and makes the links; this module
 * follows the address and adds what the pages need of a browser's history: the state a navigation
 * carries, a key per history entry, and whether the entry was reached by Back/Forward (scroll
 * restoration). React Router's declarative mode did the same for about 12 kB on every page.
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
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

if (inBrowser) {
  window.addEventListener('popstate', () => {
    lastNavigation = 'POP';
    notify();
  });
}

function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Goes to `to` (an address of this site), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  lastNavigation = replace ? 'REPLACE' : 'PUSH';
  const entry: EntryState = { usr: state, key: entryKey() };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  notify();
}

function browserLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function sameLocation(a: AppLocation, b: AppLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state && a.key === b.key;
}

function serverLocation(url: string): AppLocation {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  return { pathname, search, hash: '', state: null, key: 'default' };
}

const LocationContext = createContext<AppLocation | null>(null);

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('Router hooks are used inside <AppRouter> only');
  return location;
}

const usePathForWouter: BaseLocationHook = () => [useLocation().pathname, navigate];

/**
 * The router around the app: in the browser it follows the address bar; on the server it renders `url`.
 * A change of page is a transition, as with React Router: the page shown stays until the next one's
 * code has arrived, and what the leaving page does meanwhile (a guard's redirect) still takes effect.
 */
export function AppRouter({ url, children }: { url?: string; children: ReactNode }) {
  const [location, setLocation] = useState<AppLocation>(() => (url === undefined ? browserLocation() : serverLocation(url)));
  useEffect(() => {
    const follow = () => {
      const next = browserLocation();
      startTransition(() => setLocation((shown) => (sameLocation(shown, next) ? shown : next)));
    };
    listeners.add(follow);
    // A navigation between the first render and now.
    follow();
    return () => void listeners.delete(follow);
  }, []);
  return (
    <LocationContext.Provider value={location}>
      <Router hook={usePathForWouter} parser={caseInsensitive}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
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
  const active = isLinkActive(useLocation().pathname, to, end);
  return <Link {...rest} to={to} className={active ? `${className ?? ''} active`.trim() : className} aria-current={active ? 'page' : undefined} />;
}
