import { z } from 'zod';
import { API_V2_PREFIX } from './activity';

/**
 * The merchant's settings of issue 29 (`GET`/`PUT /api/v2/merchant-settings`): the whole team reads
 * them, the main merchant changes them. `underpaymentTolerancePercent`: an underpayment of at most
 * this share of the amount asked is accepted by itself (its payment issue is created resolved,
 * `within_tolerance`).
 */
export const MERCHANT_SETTINGS_PATH = `${API_V2_PREFIX}/merchant-settings`;

export interface MerchantSettings {
  /** 0 to 100, at most 2 decimals; 0 (the default) accepts no underpayment. */
  underpaymentTolerancePercent: number;
}

export const DEFAULT_MERCHANT_SETTINGS: MerchantSettings = { underpaymentTolerancePercent: 0 };

export const MerchantSettingsUpdate = z
  .object({
    underpaymentTolerancePercent: z
      .number('must be a number')
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'may have at most 2 decimals'),
  })
  .strict();
export type MerchantSettingsUpdate = z.infer<typeof MerchantSettingsUpdate>;
