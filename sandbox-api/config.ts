import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isLoopbackHost, isOwnHost } from './lib/hostNames';

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

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const TRUST_PROXY_CHOICES =
  'must be false, or the addresses or CIDR ranges of the proxies in front of the server, separated by commas (e.g. 10.0.0.5 or 10.0.0.0/8; loopback, linklocal and uniquelocal name those ranges)';

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a /prefix no longer than the address, or a named range. */
function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false, or the proxies' addresses; request.ip is then the right-most X-Forwarded-For
 * entry that is not one of them. Never `true`: Fastify would take the left-most entry, which the
 * client writes. Nor a hop count: Fastify 5 refuses those (a number trusts nothing), because a
 * count cannot tell the balancer from a client that connects directly and writes the hops itself.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | string[] {
  const text = value.trim();
  if (text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && !/^\d+$/.test(text) && entries.every(isAddressOrCidr)) return entries;
  const why =
    text === 'true'
      ? 'true would trust every hop, including the left-most X-Forwarded-For entry, which the client writes; '
      : /^\d+$/.test(text)
        ? 'a number of proxies cannot tell the balancer from a client that connects directly; '
        : '';
  context.addIssue({ code: 'custom', message: `${why}${TRUST_PROXY_CHOICES}` });
  return z.NEVER;
}

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
  /** The interface to listen on: 127.0.0.1 unless asked (HOST=0.0.0.0 opens the sandbox to the network). */
  HOST: optional(z.string().refine((value) => isIP(value) !== 0 || HOST_NAME.test(value), 'must be an IP address or a host name, like 127.0.0.1 or 0.0.0.0')),
  /** Behind load balancers: their addresses, so that request.ip is the client's (X-Forwarded-For). */
  TRUST_PROXY: optional(z.string().transform(parseTrustProxy)),
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
  /** Fastify's trustProxy: false, or the trusted proxies' addresses/CIDRs (never true, never a hop count). */
  trustProxy: false | string[];
  /** The address the server listens on (HOST, default 127.0.0.1). */
  host: string;
  /** HOST names a non-loopback interface: the sandbox's mailbox and simulators then answer the network too. */
  lanAccess: boolean;
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

/** How many bits SESSION_SECRET must carry by secretStrengthBits' estimate (README, Configuration). */
export const MIN_SECRET_BITS = 128;

/**
 * A simple estimate of a secret's strength: its length times the Shannon entropy of its own
 * characters (from how often each occurs). It refuses repeated, one-character and short-alphabet
 * keys; 32 random bytes as base64 or hex (openssl rand -base64 32, -hex 32) score about 170 and 220.
 */
export function secretStrengthBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...secret].length;
  let perCharacter = 0;
  for (const count of counts.values()) perCharacter -= (count / length) * Math.log2(count / length);
  return perCharacter * length;
}

type Values = z.infer<typeof EnvSchema>;

/** A database or mail server on this machine: a loopback or own name, or a Unix socket (no host, or ?host=/path). */
function isLocalService(url: string): boolean {
  const parsed = new URL(url);
  const socketHost = parsed.searchParams.get('host');
  if (socketHost !== null) return socketHost.startsWith('/');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return host === '' || isOwnHost(host);
}

/**
 * Sandbox mode (public demo passwords, a readable mailbox, simulators) must not start against what
 * looks like a deployment; the operator chooses NODE_ENV=production instead.
 */
function deploymentLookalikes(values: Values): string[] {
  const choice = 'this looks like a deployment, and sandbox mode serves demo passwords, the mailbox and the simulators: set NODE_ENV=production (or point it at this machine for the sandbox)';
  const problems: string[] = [];
  if (values.DATABASE_URL && !isLocalService(values.DATABASE_URL)) problems.push(`DATABASE_URL: names another machine; ${choice}`);
  if (values.PUBLIC_URL?.startsWith('https:')) problems.push(`PUBLIC_URL: is https://; ${choice}`);
  if (values.SMTP_URL && !isLocalService(values.SMTP_URL)) problems.push(`SMTP_URL: names another machine, so mail would reach real people; ${choice}`);
  return problems;
}

function productionProblems(values: Values): string[] {
  const problems: string[] = [];
  const secret = values.SESSION_SECRET;
  if (!secret) {
    problems.push('SESSION_SECRET: is required when NODE_ENV=production (at least 32 random characters)');
  } else if (secret === DEV_SECRET) {
    problems.push('SESSION_SECRET: is the sandbox development key, which is public; production needs its own (openssl rand -base64 32)');
  } else if (secretStrengthBits(secret) < MIN_SECRET_BITS) {
    problems.push(
      `SESSION_SECRET: looks guessable (about ${Math.floor(secretStrengthBits(secret))} bits, at least ${MIN_SECRET_BITS} needed): use a long random value (openssl rand -base64 32)`,
    );
  }
  // Without it a production server would mail reset links and hand out payment links to localhost.
  if (!values.PUBLIC_URL) {
    problems.push('PUBLIC_URL: is required when NODE_ENV=production (the https:// address users reach)');
  } else if (!values.PUBLIC_URL.startsWith('https:')) {
    problems.push('PUBLIC_URL: must be https:// when NODE_ENV=production (sessions and reset links must not travel in clear)');
  }
  return problems;
}

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

  const problems = sandbox ? deploymentLookalikes(values) : productionProblems(values);
  if (problems.length > 0) throw new ConfigError(problems);
  if (!values.SESSION_SECRET) {
    warnings.push('SESSION_SECRET is not set: using the fixed sandbox development key. Never do this in production.');
  }
  if (values.SMTP_URL) {
    warnings.push('SMTP_URL is set: messages are delivered by SMTP and still kept in the outbox.');
  }
  const host = values.HOST ?? '127.0.0.1';

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
    trustProxy: values.TRUST_PROXY ?? false,
    host,
    lanAccess: !isLoopbackHost(host),
    logLevel: values.LOG_LEVEL ?? 'info',
    webhookRetryBaseMs: values.WEBHOOK_RETRY_BASE_MS ?? 30_000,
    webhookPollMs: values.WEBHOOK_POLL_MS ?? 1000,
    warnings,
  };
}
