import { registerMessages } from '.';

/** Settings › Profile's merchant settings card of issue 29, registered with the Settings chunk. */
export const merchantSettingsMessages = registerMessages('app.settings.merchant_settings', {
  title: 'Payments and reports',
  help: 'The time zone of every date, export and report, and how much underpayment is accepted as paid.',
  time_zone: 'Time zone',
  time_zone_help: "Every date the dashboard shows or exports, and the reports' days, follow it.",
  browser_zone: "Browser's time zone (%{zone})",
  tolerance: 'Underpayment tolerance (%)',
  tolerance_help:
    'A payment short of the amount asked by at most this share is accepted as paid by itself; 0 accepts no underpayment.',
  tolerance_invalid: 'Enter a percentage from 0 to 100 with at most 2 decimals',
  save: 'Save settings',
  saved: 'Settings saved',
  load_failed: 'The settings could not be loaded.',
});
