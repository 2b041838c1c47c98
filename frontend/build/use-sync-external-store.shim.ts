// wouter imports `use-sync-external-store/shim` so it also runs on React 17; React 19 has the hook, and
// the shim's own code (about 0.3 kB gzip on every page) would only ever hand it over.
export { useSyncExternalStore } from 'react';
