import { z } from 'zod';
import { API_V2_PREFIX } from './activity';

/**
 * The merchant's settings of issue 29 (`GET`/`PUT /api/v2/merchant-settings`): the whole team reads
 * them, the main merchant changes them. `underpaymentTolerancePercent`: an underpayment of at most
 * this share of the amount asked is accepted by itself (its payment issue is created resolved,
 * `within_tolerance`). `timezone`: the time zone of the merchant's reports and period boundaries
 * (contract/reports.ts), an IANA name such as `Europe/Berlin`; null (the default) means "the
 * browser's": the dashboard uses the viewer's own, and the sandbox, which has no browser, UTC. A
 * PUT changes the fields it sends (at least one) and leaves the others.
 */
export const MERCHANT_SETTINGS_RESOURCE = 'merchant-settings';
export const MERCHANT_SETTINGS_PATH = `${API_V2_PREFIX}/${MERCHANT_SETTINGS_RESOURCE}`;

export interface MerchantSettings {
  /** 0 to 100, at most 2 decimals; 0 (the default) accepts no underpayment. */
  underpaymentTolerancePercent: number;
  /** An IANA time zone name, or null: the browser's (the dashboard's viewer's own). */
  timezone: string | null;
}

export const DEFAULT_MERCHANT_SETTINGS: MerchantSettings = { underpaymentTolerancePercent: 0, timezone: null };

export const TIMEZONE_MESSAGE = 'must be an IANA time zone name such as Europe/Berlin or UTC';
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** An IANA name this runtime's Intl knows, in its canonical spelling; null when it is not one. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !IANA_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name (unknown ones are refused with TIMEZONE_MESSAGE), answered in its canonical spelling. */
export const TimeZoneName = z.string(TIMEZONE_MESSAGE).transform((name, context) => {
  const canonical = canonicalTimeZone(name);
  if (canonical === null) context.addIssue({ code: 'custom', message: TIMEZONE_MESSAGE });
  return canonical ?? name;
});

export const MerchantSettingsUpdate = z
  .object({
    underpaymentTolerancePercent: z
      .number('must be a number')
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'may have at most 2 decimals')
      .optional(),
    timezone: TimeZoneName.nullable().optional(),
  })
  .strict()
  .refine((update) => update.underpaymentTolerancePercent !== undefined || update.timezone !== undefined, 'send underpaymentTolerancePercent or timezone');
export type MerchantSettingsUpdate = z.infer<typeof MerchantSettingsUpdate>;
