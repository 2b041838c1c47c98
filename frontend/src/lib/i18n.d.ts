import type { Messages } from '../locales/en';

// Makes `t('some.key')` a compile error when the key does not exist in the locale files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
