import { i18n } from '../../lib/i18n';
import { adminCatalogAr } from '../../locales/admin-catalog.ar';
import { adminCatalogEn } from '../../locales/admin-catalog.en';

// The catalog tabs' texts travel in the admin chunk; they join the bundled texts when it loads,
// before any of its components renders.
i18n.addResourceBundle('en', 'translation', adminCatalogEn, true, false);
i18n.addResourceBundle('ar', 'translation', adminCatalogAr, true, false);
