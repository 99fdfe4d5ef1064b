import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { STATEMENT_FORMATS, type StatementFormat } from './reports';
import { rangeParam } from './simpleRest';

/**
 * Scheduled email reports (issue 29), in the simple-REST dialect: `GET`/`POST /api/v2/report-schedules`,
 * `DELETE /api/v2/report-schedules/{id}`. Each run mails the period's statement (contract/reports.ts)
 * as an attachment, one message per recipient, through the outbox (and SMTP when set). The period
 * is the last whole one before the run in the merchant's time zone (merchant-settings; UTC when
 * null): daily the previous local day, weekly the previous Monday to Sunday, monthly the previous
 * calendar month. A run is due at `hour`:00 local time (daily; on Mondays weekly; on the 1st
 * monthly). Recipients are team members' emails (the main merchant and its sub-users, active,
 * holding transactions-view); each gets the statement its own permissions allow (balance figures
 * with balance-view). Holders of transactions-view keep the schedules.
 */
export const REPORT_SCHEDULES_RESOURCE = 'report-schedules';
export const REPORT_SCHEDULES_PATH = `${API_V2_PREFIX}/${REPORT_SCHEDULES_RESOURCE}`;
/** The sandbox's "run one now". */
export const simulateReportScheduleRunPath = (id: string) => `/api/sandbox/simulate/report-schedules/${id}/run`;

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_SCHEDULE_MAX_RECIPIENTS = 10;
export const REPORT_SCHEDULES_MAX = 50;

export interface ReportSchedule {
  id: string;
  frequency: ReportFrequency;
  format: StatementFormat;
  recipients: string[];
  /** 0-23, local time in the merchant's time zone. */
  hour: number;
  /** ISO 8601. */
  nextRunAt: string;
  lastSentAt: string | null;
  createdAt: string;
}

export const REPORT_SCHEDULE_MESSAGES = {
  notFound: 'Report schedule not found',
  notTeamMember: 'must be the email of a team member who may view transactions',
  tooMany: `A merchant may keep at most ${REPORT_SCHEDULES_MAX} report schedules.`,
  running: 'This report schedule is being run; try again in a moment.',
} as const;

export const CreateReportSchedule = z
  .object({
    frequency: z.enum(REPORT_FREQUENCIES, `must be ${REPORT_FREQUENCIES.join(', ')}`),
    format: z.enum(STATEMENT_FORMATS, `must be ${STATEMENT_FORMATS.join(', ')}`),
    recipients: z
      .array(z.string('must be an email address').trim().toLowerCase().email('must be an email address').max(254))
      .min(1, 'name at least one recipient')
      .max(REPORT_SCHEDULE_MAX_RECIPIENTS, `may name at most ${REPORT_SCHEDULE_MAX_RECIPIENTS} recipients`)
      .refine((emails) => new Set(emails).size === emails.length, 'must not repeat an email'),
    hour: z.number('must be a whole hour from 0 to 23').int('must be a whole hour from 0 to 23').min(0, 'must be a whole hour from 0 to 23').max(23, 'must be a whole hour from 0 to 23'),
  })
  .strict();
export type CreateReportSchedule = z.infer<typeof CreateReportSchedule>;

export const ReportScheduleListQuery = z.object({ range: rangeParam(REPORT_SCHEDULES_MAX, [0, REPORT_SCHEDULES_MAX - 1]) });
