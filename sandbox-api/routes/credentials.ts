import {
  CREDENTIALS_MESSAGES,
  CREDENTIALS_PATH,
  CREDENTIALS_REVEAL_PATH,
  CREDENTIALS_REVEALS_MAX,
  CREDENTIALS_REVEALS_WINDOW_MS,
  type CredentialsRecord,
  type RevealedCredentials,
} from '../../contract/credentials';
import { recordActivity } from '../activity/record';
import { countFirst, type Limit } from '../auth/rateLimit';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { notFound, tooManyRequests } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

/**
 * The API credentials without and with the secret (issue 28, contract/credentials.ts). Both take
 * api-credentials, the permission under which GET /merchant/{userId} answers the credentials, and
 * read only the caller's own merchant: there is no id to name another's. The reveal asks for a
 * step-up confirmation, is limited per user, and is the one place that records "API secret revealed".
 */
const ACCESS = { auth: 'session', permission: 'api-credentials' } as const;
const REVEAL_LIMIT: Limit = { name: 'api-secret-reveal:user', max: CREDENTIALS_REVEALS_MAX, windowMs: CREDENTIALS_REVEALS_WINDOW_MS };

interface CredentialsRow {
  api_key: string;
  api_secret_encrypted: string;
  transaction_timer: number;
}

async function merchantCredentials(db: Queryable, user: AuthUser): Promise<{ record: CredentialsRecord; sealedSecret: string }> {
  const { rows } = await db.query<CredentialsRow>('SELECT api_key, api_secret_encrypted, transaction_timer FROM merchants WHERE id = $1', [user.merchantId]);
  const row = rows[0];
  if (!row) throw notFound('Merchant not found');
  return {
    record: { id: user.id, merchantId: user.merchantId, apiKey: row.api_key, transactionTimer: row.transaction_timer },
    sealedSecret: row.api_secret_encrypted,
  };
}

export async function credentialsRoutes(app: App, { db, secrets }: Services): Promise<void> {
  app.get(CREDENTIALS_PATH, { config: ACCESS }, async (request): Promise<CredentialsRecord> => (await merchantCredentials(db, currentUser(request))).record);

  app.post(CREDENTIALS_REVEAL_PATH, { config: { ...ACCESS, stepUp: true } }, async (request): Promise<RevealedCredentials> => {
    const user = currentUser(request);
    // Every reveal counts, before the secret is read: concurrent reveals cannot pass the limit together.
    try {
      await countFirst(db, [{ limit: REVEAL_LIMIT, subject: user.id }]);
    } catch {
      throw tooManyRequests(CREDENTIALS_MESSAGES.tooManyReveals, REVEAL_LIMIT.windowMs / 1000);
    }
    const { record, sealedSecret } = await merchantCredentials(db, user);
    await recordActivity(db, request, {
      actorId: user.id,
      type: 'api_secret.revealed',
      target: { type: 'merchant', id: user.merchantId, label: record.apiKey },
    });
    return { ...record, apiSecret: secrets.decrypt(sealedSecret) };
  });
}
