import type { ReactNode } from 'react';
import type { AdminTab } from '@dealer/contracts';
import './admin-catalog-texts';
import { CrudTab } from './crud/crud-tab';
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

/**
 * The admin tabs that manage catalog content. Each CRUD tab gets its own key so switching between
 * two of them starts a fresh form instead of carrying one tab's values into the other.
 */
export function renderCatalogSection(tab: AdminTab): ReactNode | null {
  switch (tab) {
    case 'modalBanner':
      return <CrudTab key={tab} spec={modalBannerTab} />;
    case 'services':
      return <CrudTab key={tab} spec={servicesTab} />;
    case 'portfolioImages':
      return <CrudTab key={tab} spec={portfolioImagesTab} />;
    case 'contactDetails':
      return <CrudTab key={tab} spec={contactDetailsTab} />;
    case 'timings':
      return <CrudTab key={tab} spec={timingsTab} />;
    case 'newsletterSubs':
      return <NewsletterTab />;
    case 'pricePackage':
      return <CrudTab key={tab} spec={pricePackageTab} />;
    case 'location':
      return <CrudTab key={tab} spec={locationTab} />;
    case 'modelYear':
      return <CrudTab key={tab} spec={modelYearTab} />;
    case 'vehicleType':
      return <CrudTab key={tab} spec={vehicleTypeTab} />;
    case 'transmission':
      return <CrudTab key={tab} spec={transmissionTab} />;
    case 'timeSlots':
      return <CrudTab key={tab} spec={timeSlotsTab} />;
    default:
      return null;
  }
}
