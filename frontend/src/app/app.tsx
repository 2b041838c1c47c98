import { AppRouter } from '../lib/router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The browser's app; the server renders the same routes for one address (entry-server.tsx). */
export function App() {
  return (
    <AppProviders>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
