import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from './languages';

/**
 * Notification preferences (DECISIONS.md section 5, issue 13): the helper calls of 001 section 7,
 * `GET/PUT /user/notifications/preferences`. Each user chooses, per event type, an in-app
 * notification (the bell), a sound (on an open dashboard) and an email. One source of truth for
 * the sandbox and the dashboard.
 */
export const NOTIFICATION_EVENTS = [
  'deposit_confirmed',
  'deposit_mismatch',
  'payout_settled',
  'payout_approval',
  'payout_address',
  'complaint_updated',
  'refund_created',
  'security',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'sound', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationEvent, ChannelChoice>;

/**
 * What a user has before choosing: every event in the bell; a sound for money arriving and for a
 * confirmed refund (the refund sound of 000 section 4 stays on, as the spec has it); email only
 * for security events, so a busy merchant's mailbox is not flooded by default.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  deposit_confirmed: { inApp: true, sound: true, email: false },
  deposit_mismatch: { inApp: true, sound: true, email: false },
  payout_settled: { inApp: true, sound: false, email: false },
  // A payout waits on the approver: it reaches them by email too, like a security event.
  payout_approval: { inApp: true, sound: false, email: true },
  // A new address in the payout book is how a taken-over account would drain it: by email too.
  payout_address: { inApp: true, sound: false, email: true },
  complaint_updated: { inApp: true, sound: false, email: false },
  refund_created: { inApp: true, sound: true, email: false },
  security: { inApp: true, sound: false, email: true },
};

/** The notification types the gateway raises that a preference governs (others always show in the bell). */
export const PREFERENCE_EVENT_OF_TYPE: Readonly<Record<string, NotificationEvent>> = {
  deposit_confirmed: 'deposit_confirmed',
  deposit_mismatch: 'deposit_mismatch',
  payout_status: 'payout_settled',
  payout_approval: 'payout_approval',
  payout_address: 'payout_address',
  complaint_update: 'complaint_updated',
  refund_created: 'refund_created',
  security: 'security',
};

/**
 * The preference whose sound a live `transaction-update` plays (issue 13): a deposit that became
 * confirmed, exact or not; null for any other event (the refund sound has its own event).
 */
export function depositSoundEvent(event: {
  type: string;
  status: string;
  transactionType: string;
  outcome?: string;
} | null | undefined): NotificationEvent | null {
  if (event?.type !== 'transaction_status_update' || event.transactionType !== 'deposit' || event.status !== 'confirmed') return null;
  return event.outcome && event.outcome !== 'exact' ? 'deposit_mismatch' : 'deposit_confirmed';
}

/** A stored (possibly partial or older) set of choices over the defaults; unknown keys are dropped. */
export function withDefaults(stored: unknown): NotificationPreferences {
  const result = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  if (!stored || typeof stored !== 'object') return result;
  for (const event of NOTIFICATION_EVENTS) {
    const choice = (stored as Record<string, unknown>)[event];
    if (!choice || typeof choice !== 'object') continue;
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = (choice as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') result[event][channel] = value;
    }
  }
  return result;
}

const ChannelPatch = z.strictObject({ inApp: z.boolean(), sound: z.boolean(), email: z.boolean() }).partial();

/** PUT body: any subset of events and channels; what is left out keeps its value. */
export const NotificationPreferencesUpdate = z
  .strictObject(Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, ChannelPatch.optional()])) as Record<
    NotificationEvent,
    z.ZodOptional<typeof ChannelPatch>
  >)
  .refine((body) => Object.keys(body).length > 0, 'Choose at least one preference to change');
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;

/** The security events the gateway raises (type 'security'), for the account's own user only. */
export const SECURITY_NOTIFICATIONS = {
  passwordChanged: {
    title: 'Password changed',
    body: 'The password of your account was changed and your other sessions were signed out. If this was not you, reset it now.',
  },
  twoFactorDisabled: {
    title: 'Two-factor authentication turned off',
    body: 'Two-factor authentication was turned off for your account. If this was not you, change your password and turn it on again.',
  },
} as const;

/**
 * A sign-in from a browser the account has not used before (issue 28): the title is the email's
 * subject. The time is UTC, to the minute, so it reads the same wherever the team works.
 */
export const NEW_SIGN_IN_TITLE = 'New sign-in to your account';

export function newSignInNotice(signIn: { at: Date; ip: string | null; browser: string }): { title: string; body: string } {
  const when = `${signIn.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    title: NEW_SIGN_IN_TITLE,
    body:
      `Your account was signed in to from a new browser: ${signIn.browser}, from the address ${signIn.ip ?? 'unknown'}, at ${when}. ` +
      'If this was you, there is nothing to do. If not, change your password now and sign that session out in Settings › Security › Sessions.',
  };
}

export const PREFERENCE_MESSAGES = {
  updated: 'Notification preferences updated',
  profileUpdated: 'Profile updated successfully',
} as const;

/** GET/PUT /auth/profile: the signed-in user's own account. Only the name is the user's to change. */
export interface UserProfile {
  id: string;
  _id: string;
  name: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
  createdAt: string;
  /** The dashboard's language for this user, and their emails' (issue 30, contract/languages.ts). */
  language: Language;
}

/** Either or both: the name, the language (issue 30: the language menu saves it alone). */
export const UserProfileUpdate = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(120).optional(),
    language: z.enum(LANGUAGE_CODES, `language must be one of ${LANGUAGE_CODES.join(', ')}`).optional(),
  })
  .refine((body) => body.name !== undefined || body.language !== undefined, 'Send a name or a language');
export type UserProfileUpdate = z.infer<typeof UserProfileUpdate>;
