import { describe, expect, it } from 'vitest';
import { REPORT_SCHEDULE_MESSAGES, type ReportSchedule } from '../../contract/reportSchedules';
import { nextRunAfter, periodBefore, runDueSchedules } from '../reports/schedules';
import { anotherInstanceDb, bearer, useHarness } from '../test/harness';

const h = useHarness();
const SCHEDULES = '/api/v2/report-schedules';
const MERCHANT = 'merchant@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';
const PLUS_TWO = 'Africa/Johannesburg';

const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: bearer(await h.loginAs(email)), ...(payload ? { payload } : {}) });

async function create(email: string, payload: object): Promise<ReportSchedule> {
  const response = await call(email, 'POST', SCHEDULES, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ReportSchedule;
}

const run = (id: string) => h.app.inject({ method: 'POST', url: `/api/sandbox/simulate/report-schedules/${id}/run` });

describe('when a schedule runs and what it mails (local time)', () => {
  it('runs at hour:00 local: every day, on Mondays, on the 1st', () => {
    // 2026-03-10 is a Tuesday; 06:00 UTC is 08:00 in UTC+2.
    const after = new Date('2026-03-10T06:00:00Z');
    expect(nextRunAfter('daily', 7, PLUS_TWO, after).toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(nextRunAfter('daily', 9, PLUS_TWO, after).toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(nextRunAfter('weekly', 7, PLUS_TWO, after).toISOString()).toBe('2026-03-16T05:00:00.000Z');
    expect(nextRunAfter('monthly', 0, PLUS_TWO, after).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(nextRunAfter('daily', 7, 'UTC', after).toISOString()).toBe('2026-03-10T07:00:00.000Z');
  });

  it('mails the last whole local day, Monday-to-Sunday week or calendar month before the run', () => {
    const at = new Date('2026-03-10T23:30:00Z'); // Wednesday the 11th, 01:30 in UTC+2
    const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];
    expect(iso(periodBefore('daily', PLUS_TWO, at))).toEqual(['2026-03-09T22:00:00.000Z', '2026-03-10T22:00:00.000Z']);
    expect(iso(periodBefore('daily', 'UTC', at))).toEqual(['2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z']);
    expect(iso(periodBefore('weekly', PLUS_TWO, at))).toEqual(['2026-03-01T22:00:00.000Z', '2026-03-08T22:00:00.000Z']);
    expect(iso(periodBefore('monthly', PLUS_TWO, at))).toEqual(['2026-01-31T22:00:00.000Z', '2026-02-28T22:00:00.000Z']);
  });
});

describe('/api/v2/report-schedules', () => {
  it('creates a schedule for team members, with its next run in the merchant\'s time zone', async () => {
    const zone = await h.app.inject({ method: 'PUT', url: '/api/v2/merchant-settings', headers: bearer(await h.loginAs(MERCHANT)), payload: { timezone: PLUS_TWO } });
    expect(zone.statusCode, zone.body).toBe(200);
    const before = Date.now();
    const schedule = await create(OPS, { frequency: 'daily', format: 'csv', recipients: ['Merchant@Sandbox.test', OPS], hour: 6 });
    expect(schedule).toMatchObject({ frequency: 'daily', format: 'csv', recipients: [MERCHANT, OPS], hour: 6, lastSentAt: null });
    const next = Date.parse(schedule.nextRunAt);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(86_400_000);
    // 06:00 in UTC+2 is 04:00 UTC.
    expect(new Date(next).getUTCHours()).toBe(4);

    const list = await call(MERCHANT, 'GET', SCHEDULES);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^report-schedules 0-\d+\/\d+$/);
    expect((list.json() as ReportSchedule[]).map((s) => s.id)).toContain(schedule.id);
    expect((await call(OTHER, 'GET', SCHEDULES)).json()).toEqual([]);
  });

  it('refuses recipients who are not team members holding transactions-view, and bad fields (400), creating nothing', async () => {
    const count = ((await call(MERCHANT, 'GET', SCHEDULES)).json() as ReportSchedule[]).length;
    const good = { frequency: 'weekly', format: 'xlsx', recipients: [MERCHANT], hour: 8 };
    const outsider = await call(MERCHANT, 'POST', SCHEDULES, { ...good, recipients: [MERCHANT, OTHER] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ errors: [{ path: 'recipients.1', message: REPORT_SCHEDULE_MESSAGES.notTeamMember }] });
    for (const bad of [
      { ...good, recipients: ['someone@example.test'] },
      { ...good, recipients: [] },
      { ...good, recipients: [MERCHANT, MERCHANT] },
      { ...good, recipients: ['not an email'] },
      { ...good, hour: 24 },
      { ...good, hour: 7.5 },
      { ...good, frequency: 'hourly' },
      { ...good, format: 'pdf' },
      { ...good, extra: true },
    ]) {
      expect((await call(MERCHANT, 'POST', SCHEDULES, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(((await call(MERCHANT, 'GET', SCHEDULES)).json() as ReportSchedule[]).length).toBe(count);
  });

  it('a run mails each recipient the previous local day\'s statement as an attachment; balance figures only for balance-view', async () => {
    const schedule = await create(MERCHANT, { frequency: 'daily', format: 'csv', recipients: [MERCHANT, OPS], hour: 7 });
    const ran = await run(schedule.id);
    expect(ran.statusCode, ran.body).toBe(200);
    const data = (ran.json() as { data: ReportSchedule }).data;
    expect(Date.parse(data.lastSentAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(data.nextRunAt)).toBeGreaterThan(Date.now());

    const { from } = periodBefore('daily', PLUS_TWO, new Date(data.lastSentAt!));
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: PLUS_TWO }).format(from);
    const filename = `statement-${day}-${day}.csv`;
    for (const email of [MERCHANT, OPS]) {
      const [message] = await h.mailbox(email);
      expect(message.subject).toContain('daily statement');
      expect(message.attachments).toEqual([{ filename, contentType: 'text/csv', size: expect.any(Number) }]);
      expect(message.attachments[0].size).toBeGreaterThan(100);
    }
    const { rows } = await h.db.query<{ to_address: string; content: Uint8Array }>(
      `SELECT o.to_address, a.content FROM mail_attachments a JOIN mail_outbox o ON o.id = a.mail_id WHERE a.filename = $1 ORDER BY o.created_at DESC LIMIT 2`,
      [filename],
    );
    const header = (to: string) => Buffer.from(rows.find((row) => row.to_address === to)!.content).toString('utf8').split('\r\n')[0];
    expect(header(MERCHANT)).toContain(',Balance,');
    expect(header(OPS)).not.toContain('Balance');
    expect((await h.mailbox(OTHER)).some((message) => message.attachments.length > 0)).toBe(false);
  });

  it('a due run is claimed once when two processes look at the same time', async () => {
    const schedule = await create(MERCHANT, { frequency: 'monthly', format: 'xlsx', recipients: [OPS], hour: 3 });
    await h.db.query(`UPDATE report_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [schedule.id]);
    await h.db.query(`UPDATE report_schedules SET next_run_at = now() + interval '1 day' WHERE id <> $1`, [schedule.id]);
    const monthly = async () =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Your monthly statement%'`, [OPS])).rows[0].n;
    const other = await anotherInstanceDb(h.db);
    try {
      const { mailer } = h.app.services;
      const ran = await Promise.all([runDueSchedules(h.db, mailer), runDueSchedules(other.db, mailer)]);
      expect(ran[0] + ran[1]).toBe(1);
    } finally {
      await other.close();
    }
    expect(await monthly()).toBe(1);
    expect(await runDueSchedules(h.db, h.app.services.mailer)).toBe(0);
    const [message] = await h.mailbox(OPS);
    expect(message.attachments[0]).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });

  it('deletes a schedule of the merchant (answering it); another merchant\'s or an unknown id is 404', async () => {
    const schedule = await create(MERCHANT, { frequency: 'weekly', format: 'json', recipients: [MERCHANT], hour: 9 });
    expect((await call(OTHER, 'DELETE', `${SCHEDULES}/${schedule.id}`)).statusCode).toBe(404);
    const deleted = await call(OPS, 'DELETE', `${SCHEDULES}/${schedule.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as ReportSchedule).id).toBe(schedule.id);
    expect((await call(MERCHANT, 'DELETE', `${SCHEDULES}/${schedule.id}`)).statusCode).toBe(404);
    expect((await call(MERCHANT, 'DELETE', `${SCHEDULES}/not-an-id`)).statusCode).toBe(404);
    expect((await run(schedule.id)).statusCode).toBe(404);
  });
});
