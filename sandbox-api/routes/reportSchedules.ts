import {
  CreateReportSchedule,
  REPORT_SCHEDULE_MESSAGES,
  REPORT_SCHEDULES_MAX,
  REPORT_SCHEDULES_PATH,
  REPORT_SCHEDULES_RESOURCE,
  ReportScheduleListQuery,
  type ReportSchedule,
} from '../../contract/reportSchedules';
import { contentRange } from '../../contract/simpleRest';
import { badRequest, conflict, notFound } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import {
  nextRunAfter,
  publicSchedule,
  reportReaders,
  runSchedule,
  SCHEDULE_COLUMNS,
  scheduleOf,
  type StoredSchedule,
} from '../reports/schedules';
import type { Services } from '../services';
import { IdParams, isUuid } from './params';

/**
 * Scheduled email reports (issue 29, contract/reportSchedules.ts) in the simple-REST dialect:
 * holders of transactions-view list, create and delete the merchant's schedules. Another
 * merchant's ids answer 404 like unknown ones.
 */
const KEEP = { auth: 'session', permission: 'transactions-view' } as const;

type Row = Parameters<typeof scheduleOf>[0];

export async function reportScheduleRoutes(app: App, { db }: Services): Promise<void> {
  app.get(REPORT_SCHEDULES_PATH, { config: KEEP, schema: { querystring: ReportScheduleListQuery } }, async (request, reply) => {
    const { merchantId } = currentUser(request);
    const [start, end] = request.query.range;
    const { rows } = await db.query<Row & { total: number }>(
      `SELECT ${SCHEDULE_COLUMNS}, (count(*) OVER ())::int AS total FROM report_schedules
        WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [merchantId, start, end - start + 1],
    );
    const total = rows[0]?.total ?? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_schedules WHERE merchant_id = $1', [merchantId])).rows[0].n;
    return reply.header('content-range', contentRange(REPORT_SCHEDULES_RESOURCE, start, rows.length, total)).send(rows.map((row) => publicSchedule(scheduleOf(row))));
  });

  app.post(REPORT_SCHEDULES_PATH, { config: KEEP, schema: { body: CreateReportSchedule } }, async (request, reply): Promise<ReportSchedule> => {
    const user = currentUser(request);
    const { frequency, format, recipients, hour } = request.body;
    const created = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [user.merchantId]);
      const readers = await reportReaders(tx, user.merchantId);
      const strangers = recipients.flatMap((email, i) => (readers.has(email) ? [] : [{ path: `recipients.${i}`, message: REPORT_SCHEDULE_MESSAGES.notTeamMember }]));
      if (strangers.length > 0) throw badRequest(`recipients: ${REPORT_SCHEDULE_MESSAGES.notTeamMember}`, strangers);
      const { rows: count } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM report_schedules WHERE merchant_id = $1', [user.merchantId]);
      if (count[0].n >= REPORT_SCHEDULES_MAX) throw conflict(REPORT_SCHEDULE_MESSAGES.tooMany);
      const nextRunAt = nextRunAfter(frequency, hour, user.merchantTimeZone ?? 'UTC', new Date());
      const { rows } = await tx.query<Row>(
        `INSERT INTO report_schedules (merchant_id, frequency, format, recipients, hour, next_run_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SCHEDULE_COLUMNS}`,
        [user.merchantId, frequency, format, recipients, hour, nextRunAt, user.id],
      );
      return publicSchedule(scheduleOf(rows[0]));
    });
    reply.code(201);
    return created;
  });

  app.delete(`${REPORT_SCHEDULES_PATH}/:id`, { config: KEEP, schema: { params: IdParams } }, async (request): Promise<ReportSchedule> => {
    const { merchantId } = currentUser(request);
    const { id } = request.params;
    const { rows } = isUuid(id)
      ? await db.query<Row>(`DELETE FROM report_schedules WHERE id = $1 AND merchant_id = $2 RETURNING ${SCHEDULE_COLUMNS}`, [id, merchantId])
      : { rows: [] };
    if (!rows[0]) throw notFound(REPORT_SCHEDULE_MESSAGES.notFound);
    return publicSchedule(scheduleOf(rows[0]));
  });
}

/** The sandbox's "run one now" (loopback only, like the other simulations): the period before now, mailed at once. */
export async function reportScheduleSimulatorRoutes(app: App, { db, mailer }: Services): Promise<void> {
  app.post(
    '/sandbox/simulate/report-schedules/:id/run',
    { config: { auth: 'public', loopbackOnly: true }, schema: { params: IdParams } },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(REPORT_SCHEDULE_MESSAGES.notFound);
      const ran: StoredSchedule = await db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(`SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE id = $1 FOR UPDATE SKIP LOCKED`, [id]);
        if (rows[0]) return runSchedule(tx, mailer, scheduleOf(rows[0]), new Date());
        const exists = await tx.query('SELECT 1 FROM report_schedules WHERE id = $1', [id]);
        throw exists.rows.length > 0 ? conflict(REPORT_SCHEDULE_MESSAGES.running) : notFound(REPORT_SCHEDULE_MESSAGES.notFound);
      });
      return { success: true, message: 'Report sent', data: publicSchedule(ran) };
    },
  );
}
