import { useMemo } from 'react';
import { useTranslation } from '../i18n';
import type { ContentText, Lang } from '@dealer/contracts';
import { langFromStored } from '../lang-preference';
import { useCatalogList } from './catalog-lists.query';
import { contentNames } from './content-choices';

/** The language the page is read in; components re-render when the reader switches it. */
export function useReaderLang(): Lang {
  const { i18n } = useTranslation();
  return langFromStored(i18n.language);
}

export interface ContentNames {
  /** The reader's language the names are shown in. */
  lang: Lang;
  branch: (name: string) => ContentText;
  service: (name: string) => ContentText;
  vehicle: (name: string) => ContentText;
  transmission: (name: string) => ContentText;
}

/**
 * Bookings and claims carry English names (as the booking events recorded them); these show them in the
 * reader's language from the catalog lists, English until the lists have loaded.
 */
export function useContentNames(): ContentNames {
  const lang = useReaderLang();
  const locations = useCatalogList('locations').data;
  const services = useCatalogList('services').data;
  const vehicles = useCatalogList('vehicles').data;
  const transmissions = useCatalogList('transmissions').data;
  return useMemo(
    () => ({
      lang,
      branch: contentNames(locations, (row) => row.branchName, (row) => row.branchNameAr, lang),
      service: contentNames(services, (row) => row.serviceName, (row) => row.serviceNameAr, lang),
      vehicle: contentNames(vehicles, (row) => row.vehicleType, (row) => row.vehicleTypeAr, lang),
      transmission: contentNames(transmissions, (row) => row.transmissionName, (row) => row.transmissionNameAr, lang),
    }),
    [locations, services, vehicles, transmissions, lang],
  );
}
