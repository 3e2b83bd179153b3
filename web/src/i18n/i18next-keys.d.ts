import type { en } from './locales/en.ts';

// Keys are checked at compile time: t('documents.title') compiles, a misspelt key does not. Kept apart from
// catalogue.ts, which the server's tests import too, where the web's i18next is not a module to augment.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
