import type { AdminCatalogMessages } from '../locales/admin-catalog.en';
import type { Messages } from '../locales/en';

// Makes `t('some.key')` a compile error when the key does not exist in the locale files. The admin
// catalog's texts are added to the same namespace when the admin chunk loads.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & AdminCatalogMessages };
  }
}
