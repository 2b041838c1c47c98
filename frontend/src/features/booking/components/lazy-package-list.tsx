import { lazy } from 'react';

/**
 * The price packages sit far down the home page, inside a section rendered as it comes near (its
 * Suspense shows the reserved space meanwhile): their code loads then, not with the page.
 */
export const LazyPackageList = lazy(() => import('./package-list').then((module) => ({ default: module.PackageList })));
