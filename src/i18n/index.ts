import Polyglot from 'node-polyglot';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { en } from './en';

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

const catalogue = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** English only; missing keys fall back to their `_` default or the key, never a crash. */
export const i18nProvider: I18nProvider = {
  ...catalogue,
  translate: (key, options) => (screens.has(key) ? screens.t(key, options) : catalogue.translate(key, options)),
};
