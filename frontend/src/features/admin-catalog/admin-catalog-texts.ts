import { addTexts } from '../../lib/i18n';
import { adminCatalogAr } from '../../locales/admin-catalog.ar';
import { adminCatalogEn } from '../../locales/admin-catalog.en';

// The catalog tabs' texts travel in the admin chunk; they join the bundled texts when it loads,
// before any of its components renders.
addTexts('en', adminCatalogEn);
addTexts('ar', adminCatalogAr);
