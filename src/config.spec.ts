import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults the API base to /api', () => {
    expect(loadConfig({})).toEqual({ apiBase: '/api' });
    expect(loadConfig({ VITE_API_BASE: '' })).toEqual({ apiBase: '/api' });
  });

  it('accepts a path or an http(s) URL and drops a trailing slash', () => {
    expect(loadConfig({ VITE_API_BASE: '/gateway/api/' })).toEqual({ apiBase: '/gateway/api' });
    expect(loadConfig({ VITE_API_BASE: 'https://api.sandbox.example' })).toEqual({ apiBase: 'https://api.sandbox.example' });
  });

  it('refuses anything else with a readable message', () => {
    expect(() => loadConfig({ VITE_API_BASE: 'api.example.com' })).toThrow(
      'Invalid dashboard configuration: VITE_API_BASE must be a path starting with "/" (e.g. /api) or an http(s) URL',
    );
  });

  it("turns zod's eval probe off where zod reads its settings (z.config), without importing zod", () => {
    expect(z.config().jitless).toBe(true);
  });
});
