import { z } from 'zod';
import { readMailbox } from '../mail';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

const MailboxQuery = z.object({ to: z.string().trim().toLowerCase().email('must be an email address').max(254) });

/**
 * Sandbox-only helpers (DECISIONS.md section 3). app.ts registers this file only when
 * NODE_ENV is not production, so in production these paths do not exist at all.
 */
export async function sandboxRoutes(app: App, { db }: Services): Promise<void> {
  app.get('/sandbox/mailbox', { config: { auth: 'public', loopbackOnly: true }, schema: { querystring: MailboxQuery } }, async (request) => ({
    success: true,
    data: await readMailbox(db, request.query.to),
  }));
}
