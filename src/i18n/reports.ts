import { registerMessages } from '.';

/** The Reports screen (issue 29), registered with its chunk (src/i18n/index.ts). */
export const reportsMessages = registerMessages('app.reports', {
  subtitle: 'What came in and went out in a period, in the time zone %{timeZone}.',
  unavailable: 'This gateway does not provide reports.',
  loading: 'Loading the statement…',
  failed: 'The statement could not be loaded.',
  empty: 'No deposit, payout or payer refund in this period.',
  range: {
    label: 'Period',
    last24h: 'Last 24 hours',
    last48h: 'Last 48 hours',
    last72h: 'Last 72 hours',
    last7d: 'Last 7 days',
    monthToDate: 'Month to date',
    previousMonth: 'Previous month',
    custom: 'Custom',
    start: 'From',
    end: 'To',
    incomplete: 'Choose both days.',
    reversed: 'The first day must not be after the last.',
    too_long: 'Choose at most 366 days.',
  },
  balance: { title: 'Balance', opening: 'Opening balance', closing: 'Closing balance', daily: 'Daily balance' },
  deposits: 'Deposits',
  payouts: 'Payouts',
  refunds: 'Payer refunds',
  columns: { network: 'Network', payment_status: 'Payment status', status: 'Status', count: 'Count', expected: 'Expected', received: 'Received', fees: 'Fees', net: 'Net', amount: 'Amount', day: 'Day', end_of_day: 'Balance at the end of the day' },
  not_paid: 'Not paid',
  none: 'None in this period.',
  download: 'Download the statement',
  download_failed: 'The statement could not be downloaded.',
});
