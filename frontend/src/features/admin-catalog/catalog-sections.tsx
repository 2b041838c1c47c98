import type { ReactNode } from 'react';
import type { AdminTab } from '@dealer/contracts';
import './admin-catalog-texts';
import { CrudTab } from './crud/crud-tab';
import type { CrudTabSpec } from './crud/crud.types';
import { NewsletterTab } from './newsletter/newsletter-tab';
import { contactDetailsTab } from './tabs/contact-details.tab';
import { locationTab } from './tabs/location.tab';
import { modalBannerTab } from './tabs/modal-banner.tab';
import { modelYearTab } from './tabs/model-year.tab';
import { portfolioImagesTab } from './tabs/portfolio-images.tab';
import { pricePackageTab } from './tabs/price-package.tab';
import { servicesTab } from './tabs/services.tab';
import { timeSlotsTab } from './tabs/time-slots.tab';
import { timingsTab } from './tabs/timings.tab';
import { transmissionTab } from './tabs/transmission.tab';
import { vehicleTypeTab } from './tabs/vehicle-type.tab';

/** A CRUD tab's section; its own key makes switching between two of them start a fresh form. */
function crudSection<TRow extends { _id: string }, TInput>(spec: CrudTabSpec<TRow, TInput>): [AdminTab, () => ReactNode] {
  return [spec.tab, () => <CrudTab key={spec.tab} spec={spec} />];
}

/** The admin tabs that manage catalog content, by the tab they fill. */
const CATALOG_SECTIONS = new Map<AdminTab, () => ReactNode>([
  crudSection(modalBannerTab),
  crudSection(servicesTab),
  crudSection(portfolioImagesTab),
  crudSection(contactDetailsTab),
  crudSection(timingsTab),
  ['newsletterSubs', () => <NewsletterTab />],
  crudSection(pricePackageTab),
  crudSection(locationTab),
  crudSection(modelYearTab),
  crudSection(vehicleTypeTab),
  crudSection(transmissionTab),
  crudSection(timeSlotsTab),
]);

export function renderCatalogSection(tab: AdminTab): ReactNode | null {
  return CATALOG_SECTIONS.get(tab)?.() ?? null;
}
