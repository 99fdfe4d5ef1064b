import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MIN_SECRET_BITS, secretStrengthBits } from './config';

/** 32 random bytes as base64, as README's production section suggests. */
const STRONG_SECRET = 'q3Jd8vX0c9k2LwYpRz7TfB1mN5hA4eUsGiOoQxVbC6E=';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('defaults to sandbox mode on port 8080 with PGlite in .data and the dashboard from dist', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '.data',
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      nodeEnv: 'development',
      sandbox: true,
      staticDir: 'dist',
      publicUrl: 'http://localhost:8080',
      publicUrlSet: false,
      host: '127.0.0.1',
      lanAccess: false,
      trustProxy: false,
    });
  });

  it('derives a fixed development key without SESSION_SECRET in sandbox mode, and warns', () => {
    const first = loadConfig({});
    expect(first.sessionSecret).toBe(loadConfig({ NODE_ENV: 'test' }).sessionSecret);
    expect(first.warnings.join('\n')).toMatch(/SESSION_SECRET is not set/);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'https://dashboard.example.com' })).toEqual([
      'SESSION_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
    ]);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://dashboard.example.com' });
    expect(config.sandbox).toBe(false);
    expect(config.warnings).toEqual([]);
  });

  it('requires PUBLIC_URL in production, so links never point at localhost', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: STRONG_SECRET })).toEqual([
      'PUBLIC_URL: is required when NODE_ENV=production (the https:// address users reach)',
    ]);
    expect(loadConfig({ SESSION_SECRET: STRONG_SECRET }).publicUrlSet).toBe(false);
  });

  it('refuses an http PUBLIC_URL in production', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: STRONG_SECRET, PUBLIC_URL: 'http://dashboard.example.com' })).toEqual([
      'PUBLIC_URL: must be https:// when NODE_ENV=production (sessions and reset links must not travel in clear)',
    ]);
  });

  it('refuses the sandbox development key in production', () => {
    const developmentKey = loadConfig({}).sessionSecret;
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: developmentKey, PUBLIC_URL: 'https://dashboard.example.com' })).toEqual([
      'SESSION_SECRET: is the sandbox development key, which is public; production needs its own (openssl rand -base64 32)',
    ]);
  });

  it.each([
    ['one character repeated', 'p'.repeat(40)],
    ['a repeated word', 'changeme'.repeat(4)],
    ['a run of digits', '12345678901234567890123456789012'],
  ])('refuses a low-entropy SESSION_SECRET in production: %s', (_, secret) => {
    const [problem, ...rest] = problems({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: 'https://dashboard.example.com' });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^SESSION_SECRET: looks guessable \(about \d+ bits, at least 128 needed\): use a long random value \(openssl rand -base64 32\)$/);
  });

  it('accepts what openssl rand -base64 32 and -hex 32 give, scored by length times the Shannon entropy of the characters', () => {
    expect(secretStrengthBits('aaaa')).toBe(0);
    expect(secretStrengthBits('abcd')).toBe(8);
    for (let i = 0; i < 50; i += 1) {
      expect(secretStrengthBits(randomBytes(32).toString('base64'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
      expect(secretStrengthBits(randomBytes(32).toString('hex'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    }
  });

  it('listens on 127.0.0.1 unless HOST opens it to the network', () => {
    expect(loadConfig({ HOST: 'localhost' })).toMatchObject({ host: 'localhost', lanAccess: false });
    expect(loadConfig({ HOST: '::1' })).toMatchObject({ host: '::1', lanAccess: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', lanAccess: true });
    expect(loadConfig({ HOST: '192.168.1.20' })).toMatchObject({ host: '192.168.1.20', lanAccess: true });
    expect(problems({ HOST: 'http://0.0.0.0' })).toEqual(['HOST: must be an IP address or a host name, like 127.0.0.1 or 0.0.0.0']);
  });

  describe('sandbox mode against what looks like a deployment', () => {
    const choice =
      'this looks like a deployment, and sandbox mode serves demo passwords, the mailbox and the simulators: set NODE_ENV=production (or point it at this machine for the sandbox)';

    it('stops for a DATABASE_URL on another machine, an https PUBLIC_URL or an SMTP_URL on another machine, naming the choice', () => {
      expect(
        problems({ DATABASE_URL: 'postgres://u:p@db.example.com:5432/app', PUBLIC_URL: 'https://pay.example.com', SMTP_URL: 'smtp://mail.example.com:587' }),
      ).toEqual([
        `DATABASE_URL: names another machine; ${choice}`,
        `PUBLIC_URL: is https://; ${choice}`,
        `SMTP_URL: names another machine, so mail would reach real people; ${choice}`,
      ]);
      expect(problems({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@10.1.2.3/app' })).toEqual([`DATABASE_URL: names another machine; ${choice}`]);
    });

    it('starts against services on this machine, and an http PUBLIC_URL', () => {
      for (const url of ['postgres://u:p@127.0.0.1:5432/app', 'postgres://u:p@localhost/app', 'postgres://u:p@[::1]/app', 'postgres:///app?host=/var/run/postgresql']) {
        expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
      }
      expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', PUBLIC_URL: 'http://192.168.1.20:8080' })).toMatchObject({ sandbox: true, publicUrlSet: true });
    });

    it('starts in production against the same settings', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: STRONG_SECRET,
        DATABASE_URL: 'postgres://u:p@db.example.com:5432/app',
        PUBLIC_URL: 'https://pay.example.com',
        SMTP_URL: 'smtp://mail.example.com:587',
      });
      expect(config.sandbox).toBe(false);
    });
  });

  describe('TRUST_PROXY', () => {
    it('takes the proxies\' addresses and CIDR ranges, separated by commas', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it.each([
      ['true', 'true would trust every hop, including the left-most X-Forwarded-For entry, which the client writes; '],
      ['1', 'a number of proxies cannot tell the balancer from a client that connects directly; '],
      ['10.0.0.0/33', ''],
      ['balancer.internal', ''],
      ['10.0.0.1,', ''],
    ])('refuses %s, naming the choices', (value, why) => {
      expect(problems({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY: ${why}must be false, or the addresses or CIDR ranges of the proxies in front of the server, separated by commas (e.g. 10.0.0.5 or 10.0.0.0/8; loopback, linklocal and uniquelocal name those ranges)`,
      ]);
    });
  });

  it('names each bad variable on its own line', () => {
    const lines = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      REDIS_URL: 'localhost:6379',
      SESSION_SECRET: 'short',
      NODE_ENV: 'staging',
    });
    expect(lines).toEqual([
      'PORT: must be a number',
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/database',
      'REDIS_URL: must be a URL like redis://localhost:6379',
      'SESSION_SECRET: must be at least 32 characters (use a long random value)',
      'NODE_ENV: must be development, production or test',
    ]);
    expect(problems({ PORT: '70000' })).toEqual(['PORT: must be between 1 and 65535']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/sandbox',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      SESSION_SECRET: STRONG_SECRET,
      STATIC_DIR: 'build',
      PUBLIC_URL: 'https://pay.example.com/',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/sandbox',
      databaseUrl: 'postgres://u:p@db:5432/app',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      staticDir: 'build',
      publicUrl: 'https://pay.example.com',
      publicUrlSet: true,
      trustProxy: ['10.0.0.0/8'],
      host: '0.0.0.0',
      lanAccess: true,
    });
  });
});
