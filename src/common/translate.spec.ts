import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { brandMessages, loginMessages } from '../i18n/login';
import { securityMessages } from '../i18n/security';
import { createTranslate } from './translate';

const messages = { app: { ...brandMessages, login: loginMessages, security: { two_factor: securityMessages.two_factor } } };

function keysOf(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keysOf(inner, `${prefix}.${key}`));
}

describe("the sign-in page's translate", () => {
  const translate = createTranslate(messages);
  const keys = keysOf(messages.app, 'app');

  it('reads every sign-in string as the admin i18nProvider (polyglot) does, values filled in', () => {
    expect(keys.length).toBeGreaterThan(60);
    const options = { email: 'merchant@sandbox.test', time: '4:59', type: 'email', field: 'New Password', method: 'Email' };
    for (const key of keys) expect(translate(key, options), key).toBe(i18nProvider.translate(key, options));
  });

  it('answers a missing key with its `_` default, else the key, as the admin provider does', () => {
    expect(translate('app.login.nope', { _: 'Fallback' })).toBe('Fallback');
    expect(translate('app.login.nope')).toBe('app.login.nope');
    expect(translate('app.login')).toBe('app.login');
  });
});
