import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { credentialFields } from '../../contract/credentials';
import { i18nProvider } from '../i18n';
import { credentialsFailure, CredentialsProblem, readCredentials, storedUserProblem } from './readCredentials';

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CredentialsProblem) return { key: error.key, args: error.args };
    throw error;
  }
  throw new Error('no problem raised');
};

describe('the stored user check', () => {
  it('needs a user id, then a role, then a role with a credentials path', () => {
    const stored = (userId: string, role: string) => {
      const found = storedUserProblem(userId, role);
      return found && { key: found.key, args: found.args };
    };
    expect(stored('', 'merchant')).toEqual({ key: 'app.credentials.errors.no_user', args: {} });
    expect(stored('u1', '')).toEqual({ key: 'app.credentials.errors.no_role', args: {} });
    expect(stored('u1', 'auditor')).toEqual({ key: 'app.credentials.errors.unsupported_role', args: { role: 'auditor' } });
    expect(stored('u1', 'operation')).toBeNull();
  });
});

describe("readCredentials over the profile resource's credentials record", () => {
  const read = (body: unknown) => readCredentials({ id: 'u1', ...credentialFields(body) });
  it.each([
    ['top level', { apiKey: 'k', apiSecret: 's', data: { transactionTimer: 15 } }, 15],
    ['under data', { data: { apiKey: 'k', apiSecret: 's', transactionTimer: 20 } }, 20],
    ['under merchant, snake case', { merchant: { api_key: 'k', api_secret: 's' } }, 10],
    ['as key and secret', { key: 'k', secret: 's' }, 10],
  ])('reads the credentials %s', (_, body, timer) => {
    expect(read(body)).toEqual({ id: 'u1', apiKey: 'k', apiSecret: 's', transactionTimer: timer });
  });

  it('says which one is missing', () => {
    expect(problem(() => read({ apiSecret: 's' })).key).toBe('app.credentials.errors.no_key');
    expect(problem(() => read({ data: { apiKey: 'k' } })).key).toBe('app.credentials.errors.no_secret');
  });

  it('takes a record without the secret where the gateway gives it only on Reveal (issue 28)', () => {
    expect(readCredentials({ id: 'u1', apiKey: 'k', transactionTimer: 20, secretOnReveal: true })).toEqual({ id: 'u1', apiKey: 'k', apiSecret: null, transactionTimer: 20 });
    expect(problem(() => readCredentials({ id: 'u1', secretOnReveal: true })).key).toBe('app.credentials.errors.no_key');
  });
});

describe('credentialsFailure', () => {
  const http = (status: number, body: unknown) => new HttpError((body as { message?: string })?.message ?? `HTTP error! status: ${status}`, status, body);
  it.each([
    [403, { message: 'No.' }, 'app.credentials.errors.forbidden', { message: 'No.' }],
    [401, { message: 'Expired.' }, 'app.credentials.errors.unauthorized', { message: 'Expired.' }],
    [404, { success: false }, 'app.credentials.errors.not_found', { message: 'HTTP error! status: 404' }],
    [500, { message: 'Database down' }, 'app.credentials.errors.other', { message: 'Database down' }],
    [502, { error: 'Bad gateway' }, 'app.credentials.errors.other', { message: 'Bad gateway' }],
    [418, null, 'app.credentials.errors.status', { status: 418 }],
  ])('maps %i to its catalogue message', (status, body, key, args) => {
    const mapped = credentialsFailure(http(status, body));
    expect({ key: mapped.key, args: mapped.args }).toEqual({ key, args });
    expect(mapped.denied).toBe(status === 403);
  });
});

describe("the catalogue's exact words (001 section 8)", () => {
  // These states end the session before a screen can show them (a stored session without a role is
  // signed out), so the words are pinned where the key meets the text.
  it.each([
    ['app.credentials.errors.no_role', {}, 'User role not found. Please log in again.'],
    ['app.credentials.errors.unsupported_role', { role: 'auditor' }, 'Your role (auditor) may not have access to API credentials. Please contact an administrator.'],
    ['app.credentials.errors.unauthorized', { message: 'Expired.' }, 'Authentication failed: Expired. Please log in again.'],
    ['app.settings.messages.not_logged_in', {}, 'User not logged in'],
  ])('%s reads exactly as the spec says', (key, args, text) => {
    expect(i18nProvider.translate(key, args)).toBe(text);
  });
});
