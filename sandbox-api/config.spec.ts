import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://dashboard.example.com' });
    expect(config.sandbox).toBe(false);
    expect(config.warnings).toEqual([]);
  });

  it('requires PUBLIC_URL in production, so links never point at localhost', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) })).toEqual([
      'PUBLIC_URL: is required when NODE_ENV=production (the https:// address users reach)',
    ]);
    expect(loadConfig({ SESSION_SECRET: 'p'.repeat(40) }).publicUrlSet).toBe(false);
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
      PORT: '9090',
      DATA_DIR: '/var/lib/sandbox',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      SESSION_SECRET: 's'.repeat(32),
      STATIC_DIR: 'build',
      PUBLIC_URL: 'https://pay.example.com/',
      TRUST_PROXY: 'true',
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
      trustProxy: true,
    });
  });
});
