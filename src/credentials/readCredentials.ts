import type { Identifier } from 'react-admin';
import { credentialFields, isAdminRole, isMerchantRole } from '../../contract/credentials';
import { TRANSACTION_TIMER_DEFAULT } from '../../contract/constants';
import { isHttpError, isNetworkError, serverMessage } from '../../dataProvider/httpClient';
import '../i18n/credentials';

/** The credentials screen's error catalogue (001 section 8) as message keys with their arguments. */
export class CredentialsProblem extends Error {
  constructor(
    readonly key: string,
    readonly args: Record<string, unknown> = {},
    /** 403: the page shows its Access Denied variant. */
    readonly denied = false,
  ) {
    super(key);
    this.name = 'CredentialsProblem';
  }
}

/**
 * The profile resource's record for `meta.role` (dataProvider/resources/profile.ts), once the key is there and the
 * secret too, or `apiSecret` null where the gateway gives it only on Reveal (`secretOnReveal`, issue 28).
 */
export type Credentials = Required<Omit<ReturnType<typeof credentialFields>, 'apiSecret'>> & { id: Identifier; apiSecret: string | null };

const E = 'app.credentials.errors';

/** The stored user id and role must be there, and the role one that has a credentials path (001 sections 5 and 6). */
export function storedUserProblem(userId: string | undefined, role: string | undefined): CredentialsProblem | null {
  if (!userId) return new CredentialsProblem(`${E}.no_user`);
  if (!role) return new CredentialsProblem(`${E}.no_role`);
  if (!isAdminRole(role) && !isMerchantRole(role)) return new CredentialsProblem(`${E}.unsupported_role`, { role });
  return null;
}

/** The record's credentials, or (thrown, so the query fails with it) the catalogue's word for what is missing. */
export function readCredentials(record: Partial<Credentials> & { id: Identifier; secretOnReveal?: boolean }): Credentials {
  const { apiKey, apiSecret, transactionTimer } = record;
  if (!apiKey) throw new CredentialsProblem(`${E}.no_key`);
  if (!apiSecret && !record.secretOnReveal) throw new CredentialsProblem(`${E}.no_secret`);
  return { id: record.id, apiKey, apiSecret: apiSecret || null, transactionTimer: transactionTimer ?? TRANSACTION_TIMER_DEFAULT };
}

/** A failed credentials call in the words of 001 section 8. */
export function credentialsFailure(error: unknown): CredentialsProblem {
  if (error instanceof CredentialsProblem) return error;
  if (!isHttpError(error) || isNetworkError(error)) {
    return new CredentialsProblem(`${E}.other`, { message: error instanceof Error ? error.message : String(error) });
  }
  const bodyError: unknown = (error.body as { error?: unknown } | null | undefined)?.error;
  const message = serverMessage(error) ?? (typeof bodyError === 'string' && bodyError !== '' ? bodyError : undefined);
  // The three named statuses always have words for the "...": the status text when the server sent none.
  const named = ({ 403: 'forbidden', 401: 'unauthorized', 404: 'not_found' } as Record<number, string>)[error.status];
  if (named) return new CredentialsProblem(`${E}.${named}`, { message: message ?? error.message }, error.status === 403);
  return message ? new CredentialsProblem(`${E}.other`, { message }) : new CredentialsProblem(`${E}.status`, { status: error.status });
}
