import { CLAIM_PAGE_TEXT } from '../../contract/payerRefunds';
import { PAY_PAGE_TEXT } from '../../contract/payPage';

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
    /** An alert's email in another language: its title translated where known, the details as the dashboard has them. */
    alertTitles: {} as Record<string, string>,
    alertText: (_title: string, details: string) => details,
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
    hint: (rule: string) => `Your address ${rule}.`,
    form: 'Refund address',
    required: 'This field is required.',
    fix: 'Check the highlighted field.',
    offline: 'The refund could not be sent to the server. Check your connection and try again.',
    refund: 'Refund',
    network: 'Network',
    payment: 'Payment',
    paymentAmount: 'Payment amount',
    paidOn: 'Paid on',
    address: 'Address',
    claimBy: 'Claim by',
  },
};

/** Each language's file has this shape: English's, its strings any string (the contract's texts are `as const`). */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Widen<T[K]> };
export type SandboxMessages = Widen<typeof en>;
