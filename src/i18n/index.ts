import Polyglot from 'node-polyglot';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { en } from './en';
import { loadLocale, LOCALES, setAppLocale } from './languages';

/**
 * The strings of screens that load lazily, each registered by its own chunk as it loads
 * (registerMessages), so that a signed-in visit does not download every screen's words with the admin
 * app (its 300 KB budget, issue 27). ra-i18n-polyglot takes its catalogue once, whole; this second
 * Polyglot, asked first, holds what the screens add.
 */
const screens = new Polyglot({ locale: 'en', allowMissing: true });

export function registerMessages<T extends object>(prefix: string, messages: T): T {
  screens.extend(messages, prefix);
  return messages;
}

/** English in the admin app; another language's file, the whole catalogue with its screens' words, loads when chosen (issue 30). */
const catalogue = polyglotI18nProvider((locale) => (locale === 'en' ? en : loadLocale(locale)), 'en', [...LOCALES], { allowMissing: true });

/** Missing keys fall back to their `_` default or the key, never a crash. */
export const i18nProvider: I18nProvider = {
  ...catalogue,
  translate: (key, options) =>
    catalogue.getLocale() === 'en' && screens.has(key) ? screens.t(key, options) : catalogue.translate(key, options),
  changeLocale: (locale) => catalogue.changeLocale(locale).then(() => setAppLocale(locale)),
};
