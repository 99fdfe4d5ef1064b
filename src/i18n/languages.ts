import { LANGUAGES, pickLanguage } from '../../contract/languages';
import type { TranslationMessages } from 'ra-core';

/** Each language's file (src/i18n/locales/<code>.ts) as a chunk of its own, loaded when chosen; English is en.ts, in the entry. */
const files = import.meta.glob<TranslationMessages>('./locales/*.ts', { import: 'default' });
const fileOf = (locale: string) => files[`./locales/${locale}.ts`];

/** What the language menus offer: English and every language whose file exists. */
export const LOCALES = LANGUAGES.filter(({ locale }) => locale === 'en' || fileOf(locale));

export const loadLocale = (locale: string): Promise<TranslationMessages> => fileOf(locale)?.() ?? Promise.reject(new Error(`No language ${locale}`));

/** The first choice, before the user picks one: the first of the browser's languages the dashboard speaks. */
export const browserLocale = (): string =>
  pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language], (code) => LOCALES.some(({ locale }) => locale === code));

let current = 'en';

/** The language shown, for Intl (src/common/formatters.ts) and the page's `lang`. */
export const appLocale = () => current;

export function setAppLocale(locale: string): void {
  current = locale;
  document.documentElement.lang = locale;
}
