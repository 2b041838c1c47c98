import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * React Router's declarative mode: the pages load no data through the router (TanStack Query does),
 * so the data router (createBrowserRouter) would add about 16 kB gzip to every page for nothing.
 * The server renders the same routes inside a StaticRouter (entry-server.tsx).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
