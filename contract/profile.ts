import { z } from 'zod';
import { TRANSACTION_TIMER_MAX, TRANSACTION_TIMER_MIN } from './constants';

/** PUT /merchant/profile (001 sections 2.8, 5 and 7): multipart fields, all strings on the wire. */

/** canAccess's resource for the signed-in user's own account: show, edit (the profile) and password. */
export const PROFILE_RESOURCE = 'profile';

export const PROFILE_MESSAGES = {
  logoType: 'Please select an image file',
  logoSize: 'Logo file size must be less than 5MB',
  timer: 'Transaction timer must be between 1 minute and 48 hours (2880 minutes)',
  maxAmount: 'Maximum auto-withdraw amount must be a positive number',
  mainOnly: 'Only the main merchant account can change the profile and automation settings',
  updated: 'Profile updated successfully',
  fetchFailed: 'Failed to fetch profile',
  updateFailed: 'Failed to update profile',
  notLoggedIn: 'User not logged in',
} as const;

/** The image types the logo may be; the server decides from the bytes, not the name. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The client-side timer rule: a whole number of minutes in 1..2880. */
export function isValidTimer(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  const minutes = Number(text);
  return minutes >= TRANSACTION_TIMER_MIN && minutes <= TRANSACTION_TIMER_MAX;
}

export function isValidMaxAmount(value: string | number): boolean {
  const text = String(value).trim();
  if (text === '' || !/^\d*\.?\d+$/.test(text)) return false;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 && amount < 1e14;
}

/** 'Timer set to 45 minutes' or 'Timer set to 2 hours 5 minutes' (001 section 8: minutes or hours and minutes). */
export function timerMessage(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return `Transaction timer updated to ${plural(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `Transaction timer updated to ${plural(hours, 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .optional();

export const ProfileFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120).optional(),
  companyName: optionalText(200),
  licenceNo: optionalText(100),
  phoneNo: optionalText(40),
  country: optionalText(100),
  autoWithdraw: z.enum(['true', 'false'], 'autoWithdraw must be "true" or "false"').optional(),
  autoPayout: z.enum(['true', 'false'], 'autoPayout must be "true" or "false"').optional(),
  transactionTimer: z.string().refine(isValidTimer, PROFILE_MESSAGES.timer).transform(Number).optional(),
  maxAutoWithdrawAmount: z.string().refine(isValidMaxAmount, PROFILE_MESSAGES.maxAmount).transform((value) => value.trim()).optional(),
  logoRemoved: z.literal('true', 'logoRemoved must be "true"').optional(),
});
export type ProfileFields = z.infer<typeof ProfileFields>;
