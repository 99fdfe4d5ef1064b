import { DashboardQuery } from '../../contract/dashboard';
import { merchantDashboard } from '../dashboard/merchantDashboard';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

/** The Merchant Dashboard (000 sections 2 and 7): session only, dashboard_access for sub-users. */
export async function dashboardRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    '/dashboard/merchant',
    // The main merchant holds every permission, so naming dashboard_access gates sub-users only.
    { config: { auth: 'session', permission: 'dashboard_access' }, schema: { querystring: DashboardQuery } },
    async (request) => ({
      success: true,
      data: await merchantDashboard(db, currentUser(request), request.query, new Date()),
    }),
  );
}
