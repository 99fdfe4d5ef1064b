import type { App } from '../plugins/zod';
import type { Services } from '../services';

/** GET /api/health: answers 200 when the database answers (the load balancer's and tests' probe). */
export async function healthRoutes(app: App, { db, config }: Services): Promise<void> {
  app.get('/health', { config: { auth: 'public' } }, async () => {
    await db.query('SELECT 1');
    return { success: true, data: { status: 'ok', database: db.kind, sandbox: config.sandbox } };
  });
}
