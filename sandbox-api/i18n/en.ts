import { walletAddressRule } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import { newSignInNotice, SECURITY_NOTIFICATIONS } from '../../contract/notificationPreferences';
import { CLAIM_PAGE_TEXT } from '../../contract/payerRefunds';
import { PAY_PAGE_TEXT } from '../../contract/payPage';
import { WEBHOOK_MESSAGES } from '../../contract/webhooks';

/**
 * The sandbox's own words in English, exactly as before issue 30: its emails and the payer's pages.
 * Every other language is a file beside this one with the same shape (SandboxMessages), listed in
 * index.ts; a value with arguments is a function, so each language orders its own sentence.
 */
export const en = {
  mail: {
    signInCode: 'sign-in code',
    verificationCode: 'verification code',
    codeSubject: (what: string) => `Your ${what}`,
    codeTextSubject: (what: string) => `Text message: your ${what}`,
    codeText: (what: string, code: string) => `Your ${what} is ${code}. It expires in 5 minutes. If you did not ask for it, change your password.`,
    resetSubject: 'Reset your password',
    resetText: (link: string) => `Open this link within 30 minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this message.`,
    emailChangedSubject: 'Your sign-in email was changed',
    emailChangedText: (name: string, from: string, to: string) =>
      `Hello ${name},\n\nA manager of your team changed the email address you sign in with from ${from} to ${to}. ` +
      'You have been signed out. If you did not expect this, contact your account owner at once.',
    frequency: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
    reportSubject: (frequency: string, period: string) => `Your ${frequency} statement: ${period}`,
    reportText: (frequency: string, count: number, filename: string, timeZone: string) =>
      `The ${frequency} statement of ${count} transactions is attached (${filename}, times in ${timeZone}).\n\nThis schedule is kept under Reports in the dashboard.`,
    /** An alert's email in another language: its title translated where known; its details from `alerts`. */
    alertTitles: {} as Record<string, string>,
    alertText: (_title: string, details: string) => details,
    /** Each alert's details, the bell's text in English (sandbox-api/i18n/index.ts alert()); an email says them in its reader's language. */
    alerts: {
      newDeposit: (amount: string, network: string) => `A deposit of ${amount} USDT on ${network} is awaiting payment.`,
      depositConfirmed: (total: string, network: string, more: string | null, asked: string, outcome: string) => {
        const received = more ? `${more} USDT more received on ${network}, ${total} in all` : `${total} USDT received on ${network}`;
        return outcome === 'exact' ? `${received}.` : `${received} for ${asked} USDT asked (${outcome}).`;
      },
      refundConfirmed: (amount: string, network: string) => `A refund of ${amount} USDT on ${network} was confirmed on chain.`,
      payoutCompleted: (amount: string, network: string) => `Your payout of ${amount} USDT on ${network} was sent.`,
      payoutRejected: (amount: string) => `Your payout of ${amount} USDT was rejected. See the admin notes.`,
      payoutFailed: (amount: string, network: string) => `Your payout of ${amount} USDT on ${network} failed. See the admin notes.`,
      payoutRequested: (amount: string, network: string, address: string) => `${amount} ${network} to ${address} is pending.`,
      complaintClosed: (title: string, status: string) => `"${title}" was ${status} by the gateway when the payout was settled.`,
      complaintUpdated: (title: string, status: string, by: string) => `"${title}" was ${status} by ${by}.`,
      approvalAsked: (by: string, amount: string, network: string, address: string) =>
        `${by} requested a payout of ${amount} ${network} to ${address}. It is sent only once a second person approves it.`,
      approvalApproved: (amount: string, network: string, address: string, by: string) => `Your payout of ${amount} ${network} to ${address} was approved by ${by}.`,
      approvalRejected: (amount: string, network: string, address: string, by: string, reason: string) =>
        `Your payout of ${amount} ${network} to ${address} was rejected by ${by}: ${reason}`,
      addressAdded: (by: string, label: string, address: string, network: string, activeFrom: string | null) =>
        `${by} added "${label}", ${address} (${network}) to the payout address book. ` +
        (activeFrom ? `It can be paid from ${activeFrom} (UTC), when its cooling-off period ends.` : 'It can be paid at once (the payout policy has no cooling-off period).') +
        " If you did not expect this, remove it and review your team's access.",
      addressRemoved: (by: string, label: string, address: string, network: string) => `${by} removed "${label}", ${address} (${network}) from the payout address book.`,
      webhookPaused: (url: string): string => WEBHOOK_MESSAGES.pausedBody(url),
      passwordChanged: (): string => SECURITY_NOTIFICATIONS.passwordChanged.body,
      twoFactorDisabled: (): string => SECURITY_NOTIFICATIONS.twoFactorDisabled.body,
      newSignIn: (browser: string, ip: string | null, at: Date) => newSignInNotice({ at, ip, browser }).body,
    },
  },
  pay: {
    ...PAY_PAGE_TEXT,
    pageTitle: (amount: string, merchant: string) => `Pay ${amount} USDT to ${merchant}`,
    heading: (amount: string) => `Payment of ${amount} USDT`,
    payment: 'Payment',
    amountToSend: 'Amount to send',
    network: 'Network',
    address: 'Address',
    timeLeft: 'Time left',
    amount: 'Amount',
    orderReference: 'Order reference',
    description: 'Description',
  },
  claim: {
    ...CLAIM_PAGE_TEXT,
    pageTitle: (amount: string, merchant: string) => `Refund of ${amount} USDT from ${merchant}`,
    heading: (amount: string) => `Refund of ${amount} USDT`,
    /** The address format of the refund's network, in the payer's language. */
    hint: (network: Network) => `Your address ${walletAddressRule(network)}.`,
    form: 'Refund address',
    required: 'This field is required.',
    fix: 'Check the highlighted field.',
    /** The server refused the address: the hint above, tied to the field too, already says the format. */
    invalid: 'This address does not have the format above.',
    offline: 'The refund could not be sent to the server. Check your connection and try again.',
    /** A 409 (the refund moved on, e.g. claimed in another tab): the page reloads 3 s later. */
    changed: 'This refund has changed since the page opened: the page now shows where it stands.',
    /** Any other refusal but the address's (too many attempts, the merchant's balance). */
    failed: 'The refund could not be sent right now. Try again later or contact the merchant.',
    refund: 'Refund',
    network: 'Network',
    payment: 'Payment',
    paymentAmount: 'Payment amount',
    paidOn: 'Paid on',
    address: 'Address',
    claimBy: 'Claim by',
  },
};

/** A sign-in's time as the new-sign-in alert gives it: UTC, to the minute (contract newSignInNotice). */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Each language's file has this shape: English's, its strings any string (the contract's texts are `as const`). */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Widen<T[K]> };
export type SandboxMessages = Widen<typeof en>;
