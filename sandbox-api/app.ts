import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { CodeStore } from './auth/codes';
import { sessionCookieName } from './auth/cookie';
import { RecoveryCodes } from './auth/recoveryCodes';
import { sweepExpiredAuthRows } from './auth/sweep';
import type { Config } from './config';
import type { Db } from './db/types';
import { createSecretBox, deriveKey } from './lib/secretBox';
import { createMailer } from './mail';
import { installAuthGuard, type RouteEntry } from './plugins/authGuard';
import { answerRoutingError, installErrorHandlers } from './plugins/errors';
import { installJsonBodyParser } from './plugins/jsonBody';
import { installSandboxAccess } from './plugins/sandboxAccess';
import { installSecurityHeaders } from './plugins/securityHeaders';
import { zodValidatorCompiler, type App, type ZodTypeProvider } from './plugins/zod';
import { createRealtime, type Realtime } from './realtime';
import { activityRoutes } from './routes/activity';
import { recoveryCodeRoutes } from './routes/recoveryCodes';
import { stepUpRoutes } from './routes/stepUp';
import { payoutPolicyRoutes } from './routes/payoutPolicy';
import { payoutApprovalRoutes } from './routes/payoutApprovals';
import { paymentIssueRoutes } from './routes/paymentIssues';
import { reportRoutes } from './routes/reports';
import { reportScheduleRoutes, reportScheduleSimulatorRoutes } from './routes/reportSchedules';
import { startScheduleWorker } from './reports/schedules';
import { payoutAddressRoutes } from './routes/payoutAddresses';
import { webhookRoutes } from './routes/webhooks';
import { sessionRoutes } from './routes/sessions';
import { teamSecurityRoutes } from './routes/teamSecurity';
import { WebhookWorker } from './webhooks/worker';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { sandboxRoutes } from './routes/sandbox';
import { simulatorRoutes } from './routes/simulator';
import { subUserRoutes } from './routes/subusers';
import { profileRoutes } from './routes/profile';
import { userPreferenceRoutes } from './routes/userPreferences';
import { ipWhitelistRoutes } from './routes/ipWhitelist';
import { walletServiceTypeRoutes } from './routes/walletServiceTypes';
import { transactionRoutes } from './routes/transactions';
import { withdrawalRoutes } from './routes/withdrawals';
import { refundRoutes } from './routes/refunds';
import { merchantRoutes } from './routes/merchant';
import { credentialsRoutes } from './routes/credentials';
import { walletBalanceRoutes } from './routes/walletBalance';
import { hostedPageRoutes, paymentLinkRoutes } from './routes/paymentLinks';
import { payPageLogoRoutes } from './routes/payPageLogo';
import { claimPageRoutes, payerRefundRoutes } from './routes/payerRefunds';
import type { Services } from './services';

/** JSON bodies above this are refused with 413; file uploads (logo) have their own limit. */
export const BODY_LIMIT = 1_048_576;
const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Fastify's logger option: false (tests), true, or pino options (server.ts). */
  logger?: FastifyServerOptions['logger'];
}

export interface SandboxApp extends App {
  /** Every route with its auth mode and permission, for the security tests. */
  readonly routeTable: readonly RouteEntry[];
  readonly realtime: Realtime;
  readonly services: Services;
  /** Sends queued webhook deliveries (sandbox-api/webhooks/worker.ts); started with the app, stopped by close(). */
  readonly webhookWorker: WebhookWorker;
}

/**
 * The sandbox API as a Fastify instance: plugins, then services, then routes, with one error
 * handler, one not-found handler and one auth hook (fastify/demo's order). The caller owns the
 * database; closing the app closes socket.io but not the database.
 */
export async function buildApp({ config, db, logger = false }: BuildAppOptions): Promise<SandboxApp> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: answerRoutingError,
    // A request that reached the server before a shutdown began is served, not refused: new
    // connections are refused by the closed listener instead (graceful shutdown, server.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  // Node's server.close() closes the connections idle at that moment only: one whose request was still being served
  // then kept its keep-alive (72 s) and held the shutdown (the reconnect fault's SIGKILL). Each answer that ends once
  // the listener has closed closes the idle ones again.
  app.addHook('onResponse', async () => {
    if (!app.server.listening) app.server.closeIdleConnections();
  });
  installErrorHandlers(app, { bodyLimit: BODY_LIMIT });
  installSecurityHeaders(app, config);
  installSandboxAccess(app, config);
  installJsonBodyParser(app, BODY_LIMIT);
  await app.register(fastifyCookie);
  const routeTable = installAuthGuard(app, { db, config });

  const realtime = await createRealtime({ server: app.server, db, log: app.log, redisUrl: config.redisUrl, sessionCookie: sessionCookieName(config) });
  const mailer = createMailer({ db, log: app.log, sandbox: config.sandbox, smtpUrl: config.smtpUrl });
  const services: Services = {
    config,
    db,
    mailer,
    codes: new CodeStore(deriveKey(config.sessionSecret, 'one-time codes v1')),
    secrets: createSecretBox(config.sessionSecret),
    realtime,
    recoveryCodes: new RecoveryCodes(config.sessionSecret),
  };
  const webhookWorker = new WebhookWorker({ db, secrets: services.secrets, config, realtime, mailer, log: app.log });

  await app.register(
    async (api) => {
      await healthRoutes(api, services);
      await authRoutes(api, services);
      await notificationRoutes(api, services);
      await transactionRoutes(api, services);
      await dashboardRoutes(api, services);
      await subUserRoutes(api, services);
      await profileRoutes(api, services);
      await userPreferenceRoutes(api, services);
      await ipWhitelistRoutes(api, services);
      await walletServiceTypeRoutes(api, services);
      await withdrawalRoutes(api, services);
      await refundRoutes(api, services);
      await merchantRoutes(api, services);
      await credentialsRoutes(api, services);
      await walletBalanceRoutes(api, services);
      await paymentLinkRoutes(api, services);
      await activityRoutes(api, services);
      await recoveryCodeRoutes(api, services);
      await stepUpRoutes(api, services);
      await payoutPolicyRoutes(api, services);
      await payoutApprovalRoutes(api, services);
      await payoutAddressRoutes(api, services);
      await paymentIssueRoutes(api, services);
      await payerRefundRoutes(api, services);
      await reportRoutes(api, services);
      await reportScheduleRoutes(api, services);
      await webhookRoutes(api, services);
      await sessionRoutes(api, services);
      await teamSecurityRoutes(api, services);
      if (config.sandbox) {
        await sandboxRoutes(api, services);
        await simulatorRoutes(api, services);
        await reportScheduleSimulatorRoutes(api, services);
      }
    },
    { prefix: '/api' },
  );
  await hostedPageRoutes(app, services);
  await payPageLogoRoutes(app, services);
  await claimPageRoutes(app, services);

  const staticDir = path.resolve(config.staticDir);
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      // The build writes .br and .gz copies of its text files (scripts/vitePrecompress.ts).
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those may be cached for good; index.html never.
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(staticDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sweep = setInterval(() => {
    sweepExpiredAuthRows(db).catch((error: Error) => app.log.warn({ err: error }, 'sweep of expired auth rows failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  // Scheduled email reports: due runs are looked for every few minutes, each claimed once.
  const scheduleWorker = startScheduleWorker(db, mailer, (error) => app.log.error({ err: error }, 'scheduled reports failed'));
  // preClose, not onClose: open websockets would keep the HTTP server from closing at all.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    scheduleWorker.stop();
    // Attempts in flight are settled (each within its 5 s timeout) before the database closes.
    await webhookWorker.stop();
    mailer.close();
    await realtime.close();
  });

  app.decorate('routeTable', routeTable);
  app.decorate('realtime', realtime);
  app.decorate('services', services);
  app.decorate('webhookWorker', webhookWorker);
  await app.ready();
  webhookWorker.start();
  return app as SandboxApp;
}
