import { lazy } from 'react';
import { withTexts } from '../../../lib/i18n';

/**
 * The price packages sit far down the home page, inside a section rendered as it comes near (its
 * Suspense shows the reserved space meanwhile): their code and texts load then, not with the page.
 */
export const LazyPackageList = lazy(() => withTexts(import('./package-list'), ['packages']).then((module) => ({ default: module.PackageList })));
