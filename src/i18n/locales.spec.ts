import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { catalogue, type MessageTree } from './catalogue';

/** Every language file there is (src/i18n/locales/<code>.ts), with its allow-list of strings kept in English. */
const files = import.meta.glob<{ default: MessageTree; sameAsEnglish?: readonly string[] }>('./locales/*.ts', { eager: true });
const byCode = new Map(Object.entries(files).map(([file, module]) => [file.slice('./locales/'.length, -'.ts'.length), module]));
const required = LANGUAGES.map((l) => l.locale).filter((code) => code !== 'en');
const codes = [...new Set([...required, ...byCode.keys()])];

/** Names no language translates: the product, the currency, the networks and their standards. */
const NAMES = ['USDT', 'TRON', 'TRC20', 'TRC-20', 'ERC20', 'ERC-20', 'BEP20', 'BEP-20', 'Ethereum', 'BSC', 'Tether', 'API', 'URL', 'IP', '2FA', 'ID', 'QR', 'OK', 'Email', 'E-mail'];

const leaves = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`)));
const english = new Map(leaves(catalogue));
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
/** How many plural forms polyglot's own rule for the language tells apart (chinese 1, german 2, russian 3…). */
const pluralForms = (locale: string) => {
  const polyglot = new Polyglot({ locale, phrases: { k: '0||||1||||2||||3||||4||||5' } });
  return new Set(Array.from({ length: 200 }, (_, n) => polyglot.t('k', { smart_count: n }))).size;
};

describe.each(codes)('the %s catalogue', (code) => {
  const module = byCode.get(code);
  const messages = new Map(module ? leaves(module.default) : []);

  it('has a file, src/i18n/locales/<code>.ts', () => {
    expect(module, `src/i18n/locales/${code}.ts is missing`).toBeDefined();
  });

  it('has every key of the English catalogue and no other', () => {
    expect([...messages.keys()].filter((key) => !english.has(key)), 'keys English does not have').toEqual([]);
    expect([...english.keys()].filter((key) => !messages.has(key)), 'keys missing').toEqual([]);
  });

  it('keeps every placeholder', () => {
    const broken = [...english].filter(([key, text]) => messages.has(key) && placeholders(messages.get(key)!).join() !== placeholders(text).join());
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it("gives each plural phrase the language's number of forms", () => {
    const forms = pluralForms(code);
    const wrong = [...english].filter(([key, text]) => text.includes('||||') && messages.get(key)?.split('||||').length !== forms);
    expect(wrong.map(([key]) => `${key}: ${messages.get(key)}`), `${code} has ${forms} plural forms`).toEqual([]);
  });

  it('leaves nothing in English but names and its listed words', () => {
    const allowed = new Set([...NAMES, ...(module?.sameAsEnglish ?? [])]);
    const untranslated = [...english].filter(([key, text]) => {
      const words = text.replace(/%\{\w+\}/g, '');
      return messages.get(key) === text && /\p{L}{2}/u.test(words) && !allowed.has(text);
    });
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the full English catalogue', () => {
  it('holds en.ts and every lazily registered screen under its prefix', () => {
    expect(english.get('ra.action.save')).toBe('Save');
    expect(english.get('app.nav.dashboard')).toBe('Dashboard');
    expect(english.get('app.wallet_balance.total')).toBe('Total Balance');
    expect(english.get('app.settings.sessions.title')).toBeDefined();
    expect(english.get('app.payouts.approvals.title')).toBeDefined();
    expect(english.get('app.wallet_service_types.title')).toBe('Wallet Service Types');
  });

  it("holds every screen module's registerMessages prefix (catalogue.ts's lazyScreens)", () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./*.spec.ts'], { query: '?raw', import: 'default', eager: true });
    const prefixes = Object.values(sources).flatMap((text) => [...text.matchAll(/registerMessages\(\s*'([\w.]+)'/g)].map((m) => m[1]));
    expect(prefixes.length).toBeGreaterThan(15);
    expect(prefixes.filter((prefix) => ![...english.keys()].some((key) => key.startsWith(`${prefix}.`)))).toEqual([]);
  });
});
