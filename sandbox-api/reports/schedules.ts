import { hasPermission, type PermissionSubject } from '../../contract/permissions';
import { STATEMENT_CONTENT_TYPES, statementFileName, type StatementFormat } from '../../contract/reports';
import type { ReportFrequency, ReportSchedule } from '../../contract/reportSchedules';
import type { Db, Queryable } from '../db/types';
import type { Mailer } from '../mail';
import { wallClock, zonedInstant } from '../../contract/timeZones';
import { statementCsv, statementXlsx } from './files';
import { buildStatement } from './statement';
import { mailMessages } from '../i18n';

/**
 * Scheduled email reports (contract/reportSchedules.ts): when a schedule runs, the period it
 * mails, and the run itself. Local times are those of the merchant's time zone (UTC when it has
 * none). A run happens in one transaction that holds the schedule's row (FOR UPDATE SKIP LOCKED),
 * queues one message per recipient in the outbox and moves next_run_at on, so each run is sent
 * once however many processes look for due ones.
 */

function localDate(at: Date, timeZone: string): { year: number; month: number; day: number; weekday: number } {
  const wall = new Date(wallClock(at.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth(), day: wall.getUTCDate(), weekday: (wall.getUTCDay() + 6) % 7 };
}

/** The first run after `after`: hour:00 local, every day, on Mondays, or on the 1st. */
export function nextRunAfter(frequency: ReportFrequency, hour: number, timeZone: string, after: Date): Date {
  const { year, month, day } = localDate(after, timeZone);
  for (let offset = 0; ; offset++) {
    const date = localDate(new Date(Date.UTC(year, month, day + offset, 12)), 'UTC');
    if (frequency === 'weekly' && date.weekday !== 0) continue;
    if (frequency === 'monthly' && date.day !== 1) continue;
    const at = zonedInstant(timeZone, date.year, date.month, date.day, hour);
    if (at > after) return at;
  }
}

/** The last whole period before `at`: the previous local day, Monday-to-Sunday week, or calendar month. */
export function periodBefore(frequency: ReportFrequency, timeZone: string, at: Date): { from: Date; to: Date } {
  const { year, month, day, weekday } = localDate(at, timeZone);
  if (frequency === 'daily') return { from: zonedInstant(timeZone, year, month, day - 1), to: zonedInstant(timeZone, year, month, day) };
  if (frequency === 'weekly') {
    return { from: zonedInstant(timeZone, year, month, day - weekday - 7), to: zonedInstant(timeZone, year, month, day - weekday) };
  }
  return { from: zonedInstant(timeZone, year, month - 1, 1), to: zonedInstant(timeZone, year, month, 1) };
}

export interface StoredSchedule extends ReportSchedule {
  merchantId: string;
}

export const SCHEDULE_COLUMNS = `id, merchant_id, frequency, format, recipients, hour, next_run_at, last_sent_at, created_at`;

interface ScheduleRow {
  id: string;
  merchant_id: string;
  frequency: ReportFrequency;
  format: StatementFormat;
  recipients: string[];
  hour: number;
  next_run_at: Date;
  last_sent_at: Date | null;
  created_at: Date;
}

export const scheduleOf = (row: ScheduleRow): StoredSchedule => ({
  id: row.id,
  merchantId: row.merchant_id,
  frequency: row.frequency,
  format: row.format,
  recipients: row.recipients,
  hour: Number(row.hour),
  nextRunAt: row.next_run_at.toISOString(),
  lastSentAt: row.last_sent_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export const publicSchedule = ({ merchantId: _merchantId, ...schedule }: StoredSchedule): ReportSchedule => schedule;

export async function merchantTimeZone(db: Queryable, merchantId: string): Promise<string> {
  const { rows } = await db.query<{ timezone: string | null }>('SELECT timezone FROM merchants WHERE id = $1', [merchantId]);
  return rows[0]?.timezone ?? 'UTC';
}

/** The merchant's active team members (it and its sub-users) who may view transactions, by lower-case email. */
export async function reportReaders(db: Queryable, merchantId: string): Promise<Map<string, PermissionSubject>> {
  const { rows } = await db.query<{ email: string; role: string; parent_user_id: string | null }>(
    `SELECT lower(email) AS email, role, parent_user_id FROM users WHERE (id = $1 OR parent_user_id = $1) AND status = 'active'`,
    [merchantId],
  );
  const readers = new Map<string, PermissionSubject>();
  for (const row of rows) {
    const subject: PermissionSubject = { role: row.role, isSubUser: row.parent_user_id !== null, parentUser: row.parent_user_id };
    if (hasPermission(subject, 'transactions-view')) readers.set(row.email, subject);
  }
  return readers;
}

/**
 * Runs a schedule whose row the caller's transaction holds: each recipient still a reader gets the
 * period's statement with the figures its own permissions allow; then lastSentAt and nextRunAt move.
 */
export async function runSchedule(tx: Queryable, mailer: Mailer, schedule: StoredSchedule, now: Date): Promise<StoredSchedule> {
  const timeZone = await merchantTimeZone(tx, schedule.merchantId);
  const { from, to } = periodBefore(schedule.frequency, timeZone, now);
  const readers = await reportReaders(tx, schedule.merchantId);
  const filename = statementFileName(from.toISOString(), to.toISOString(), timeZone, schedule.format);
  for (const recipient of schedule.recipients) {
    const reader = readers.get(recipient.toLowerCase());
    if (!reader) continue;
    const statement = await buildStatement(tx, { merchantId: schedule.merchantId, from, to, timeZone, withBalance: hasPermission(reader, 'balance-view'), now });
    const content =
      schedule.format === 'csv' ? statementCsv(statement) : schedule.format === 'xlsx' ? statementXlsx(statement) : Buffer.from(JSON.stringify(statement));
    const t = await mailMessages(tx, { email: recipient });
    const frequency = t.frequency[schedule.frequency];
    await mailer.send(tx, {
      to: recipient,
      subject: t.reportSubject(frequency, filename.replace(/^statement-|\.\w+$/g, '')),
      text: t.reportText(frequency, statement.rows.length, filename, timeZone),
      attachments: [{ filename, contentType: STATEMENT_CONTENT_TYPES[schedule.format].split(';')[0], content }],
    });
  }
  const { rows } = await tx.query<ScheduleRow>(
    `UPDATE report_schedules SET last_sent_at = $2, next_run_at = $3 WHERE id = $1 RETURNING ${SCHEDULE_COLUMNS}`,
    [schedule.id, now, nextRunAfter(schedule.frequency, schedule.hour, timeZone, now)],
  );
  return scheduleOf(rows[0]);
}

/** Runs the schedules that are due, each in its own transaction, skipping rows another process holds. Returns how many ran. */
export async function runDueSchedules(db: Db, mailer: Mailer, now = new Date(), batch = 10): Promise<number> {
  let ran = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ScheduleRow>(
        `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE next_run_at <= $1 ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!rows[0]) return false;
      await runSchedule(tx, mailer, scheduleOf(rows[0]), now);
      return true;
    });
    if (!done) return ran;
    if (++ran >= batch) return ran;
  }
}

/** Looks for due schedules every few minutes (unref'd); stop() on close. */
export function startScheduleWorker(db: Db, mailer: Mailer, onError: (error: Error) => void, intervalMs = 5 * 60_000): { stop: () => void } {
  const timer = setInterval(() => {
    runDueSchedules(db, mailer).catch(onError);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

