import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Configuration comes only from environment variables (ARCHITECTURE.md), validated once at
 * start-up so that a wrong value stops the process with a message naming the variable.
 */

/** An empty variable (`PORT=`) means "not set", as shells and .env files usually intend. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithProtocol = (protocols: string[], example: string) =>
  z
    .string()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`);

const EnvSchema = z.object({
  PORT: optional(
    z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocol(['postgres', 'postgresql'], 'postgres://user:password@host:5432/database')),
  REDIS_URL: optional(urlWithProtocol(['redis', 'rediss'], 'redis://localhost:6379')),
  SMTP_URL: optional(urlWithProtocol(['smtp', 'smtps'], 'smtp://user:password@mail.example.com:587')),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters (use a long random value)')),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], 'must be development, production or test')),
  STATIC_DIR: optional(z.string()),
  /** The address users reach the dashboard at; password-reset links point there. */
  PUBLIC_URL: optional(urlWithProtocol(['http', 'https'], 'https://dashboard.example.com')),
  /** Set behind a load balancer so rate limits see the client's address (X-Forwarded-For). */
  TRUST_PROXY: optional(z.enum(['true', 'false'], 'must be true or false')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be fatal, error, warn, info, debug, trace or silent')),
  /** Webhook retries: the first retry waits this long, each later one twice the one before (tests shorten it). */
  WEBHOOK_RETRY_BASE_MS: optional(z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(3_600_000, 'must be at most 3600000')),
  /** How often the webhook worker looks for due deliveries. */
  WEBHOOK_POLL_MS: optional(z.coerce.number('must be a number').int('must be a whole number').min(10, 'must be at least 10').max(60_000, 'must be at most 60000')),
});

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  /** Key material for encryption at rest and code hashing; never logged. */
  sessionSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Sandbox mode adds the mailbox and the simulators; it is everything but production. */
  sandbox: boolean;
  staticDir: string;
  publicUrl: string;
  /** PUBLIC_URL was given: links always use it. Otherwise sandbox mode may use the request's own origin (lib/requestOrigin.ts). */
  publicUrlSet: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Webhook delivery (sandbox-api/webhooks/worker.ts): first retry delay (doubling after) and poll interval. */
  webhookRetryBaseMs: number;
  webhookPollMs: number;
  /** Warnings to log once the logger exists (e.g. the derived development key). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * A fixed development key: every sandbox process (and every restart) must derive the same key, or
 * secrets encrypted by one could not be read by another. Production must bring its own.
 */
const DEV_SECRET = createHash('sha256').update('usdt-merchant-dashboard sandbox development key').digest('hex');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const nodeEnv = values.NODE_ENV ?? 'development';
  const sandbox = nodeEnv !== 'production';
  const port = values.PORT ?? 8080;
  const warnings: string[] = [];

  if (!values.SESSION_SECRET && !sandbox) {
    throw new ConfigError(['SESSION_SECRET: is required when NODE_ENV=production (at least 32 random characters)']);
  }
  // Without it a production server would mail reset links and hand out payment links to localhost.
  if (!values.PUBLIC_URL && !sandbox) {
    throw new ConfigError(['PUBLIC_URL: is required when NODE_ENV=production (the https:// address users reach)']);
  }
  if (!values.SESSION_SECRET) {
    warnings.push('SESSION_SECRET is not set: using the fixed sandbox development key. Never do this in production.');
  }
  if (values.SMTP_URL) {
    warnings.push('SMTP_URL is set: messages are delivered by SMTP and still kept in the outbox.');
  }

  return {
    port,
    dataDir: values.DATA_DIR ?? '.data',
    databaseUrl: values.DATABASE_URL ?? null,
    redisUrl: values.REDIS_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    sessionSecret: values.SESSION_SECRET ?? DEV_SECRET,
    nodeEnv,
    sandbox,
    staticDir: values.STATIC_DIR ?? 'dist',
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: values.PUBLIC_URL !== undefined,
    trustProxy: values.TRUST_PROXY === 'true',
    logLevel: values.LOG_LEVEL ?? 'info',
    webhookRetryBaseMs: values.WEBHOOK_RETRY_BASE_MS ?? 30_000,
    webhookPollMs: values.WEBHOOK_POLL_MS ?? 1000,
    warnings,
  };
}
