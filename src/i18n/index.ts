import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/** English only; missing keys fall back to their `_` default or the key, never a crash. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
