import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, SECURITY_NOTIFICATIONS } from '../../contract/notificationPreferences';
import { DEMO_PASSWORD } from '../db/seed';
import { confirmSimulatedDeposit, createSimulatedDeposit } from '../simulator/deposits';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

type Method = 'GET' | 'PUT' | 'POST';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const PROFILE = '/api/auth/profile';
const PREFERENCES = '/api/user/notifications/preferences';

async function outboxCount(to: string, subject: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject = $2',
    [to, subject],
  );
  return Number(rows[0].n);
}

async function notificationCount(email: string, type: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE lower(u.email) = lower($1) AND n.type = $2`,
    [email, type],
  );
  return Number(rows[0].n);
}

describe('GET/PUT /auth/profile (001 section 7 helper client)', () => {
  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', PROFILE)).statusCode).toBe(401);
    expect((await call(null, 'PUT', PROFILE, { name: 'Nobody' })).statusCode).toBe(401);
  });

  it('reads and renames only the caller own account, and refuses bad input', async () => {
    const ops = await h.loginAs('ops@sandbox.test');
    const read = await call(ops, 'GET', PROFILE);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ email: 'ops@sandbox.test', role: 'operation' });

    for (const bad of [{}, { name: '' }, { name: 42 }, { name: 'Ok', email: 'x@y.test' }, { name: 'Ok', id: read.json().data.id }]) {
      const refused = await call(ops, 'PUT', PROFILE, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const saved = await call(ops, 'PUT', PROFILE, { name: '  Ops Renamed  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Ops Renamed', email: 'ops@sandbox.test' });
    // The merchant's own account is untouched.
    const merchant = await h.loginAs('merchant@sandbox.test');
    const mine = (await call(merchant, 'GET', PROFILE)).json().data;
    expect(mine.email).toBe('merchant@sandbox.test');
    expect(mine.name).not.toBe('Ops Renamed');
  });
});

describe('GET/PUT /user/notifications/preferences', () => {
  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', PREFERENCES)).statusCode).toBe(401);
    expect((await call(null, 'PUT', PREFERENCES, { security: { email: false } })).statusCode).toBe(401);
  });

  it('starts from the defaults, saves a partial change, and keeps each user to their own', async () => {
    const finance = await h.loginAs('finance@sandbox.test');
    const merchant = await h.loginAs('merchant@sandbox.test');
    expect((await call(finance, 'GET', PREFERENCES)).json().data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const saved = await call(finance, 'PUT', PREFERENCES, { deposit_confirmed: { sound: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.deposit_confirmed).toEqual({ inApp: true, sound: false, email: false });
    await call(finance, 'PUT', PREFERENCES, { deposit_confirmed: { email: true } });
    // The second save kept the first one's switch.
    expect((await call(finance, 'GET', PREFERENCES)).json().data.deposit_confirmed).toEqual({ inApp: true, sound: false, email: true });
    // The merchant's own are still the defaults.
    expect((await call(merchant, 'GET', PREFERENCES)).json().data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ops = await h.loginAs('ops@sandbox.test');
    const bad: object[] = [
      {},
      { deposit_confirmed: { sound: 'false' } },
      { deposit_confirmed: { loud: true } },
      { unknown_event: { sound: true } },
      { deposit_confirmed: true },
      { userId: '00000000-0000-0000-0000-000000000000', security: { email: false } },
    ];
    for (const body of bad) expect((await call(ops, 'PUT', PREFERENCES, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call(ops, 'GET', PREFERENCES)).json().data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe('the server honours the preferences', () => {
  it('email off puts nothing in the outbox, in-app off raises no notification, while teammates still get theirs', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const finance = await h.loginAs('finance@sandbox.test');
    const ops = await h.loginAs('ops@sandbox.test');
    const merchant = await h.loginAs('merchant@sandbox.test');
    // finance: bell and email; ops: neither; merchant: bell only (the default).
    await call(finance, 'PUT', PREFERENCES, { deposit_confirmed: { inApp: true, email: true } });
    await call(ops, 'PUT', PREFERENCES, { deposit_confirmed: { inApp: false, email: false } });
    await call(merchant, 'PUT', PREFERENCES, { deposit_confirmed: { email: false } });
    const before = {
      finance: await notificationCount('finance@sandbox.test', 'deposit_confirmed'),
      ops: await notificationCount('ops@sandbox.test', 'deposit_confirmed'),
      merchant: await notificationCount('merchant@sandbox.test', 'deposit_confirmed'),
    };

    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '25.00' });
    await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id);

    expect(await notificationCount('finance@sandbox.test', 'deposit_confirmed')).toBe(before.finance + 1);
    expect(await notificationCount('merchant@sandbox.test', 'deposit_confirmed')).toBe(before.merchant + 1);
    expect(await notificationCount('ops@sandbox.test', 'deposit_confirmed')).toBe(before.ops);
    expect(await outboxCount('finance@sandbox.test', 'Deposit confirmed')).toBe(1);
    expect(await outboxCount('ops@sandbox.test', 'Deposit confirmed')).toBe(0);
    expect(await outboxCount('merchant@sandbox.test', 'Deposit confirmed')).toBe(0);
  });

  it('an underpaid deposit follows the underpaid-or-overpaid preference, not the confirmed one', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const superops = await h.loginAs('superops@sandbox.test');
    await call(superops, 'PUT', PREFERENCES, { deposit_confirmed: { email: true }, deposit_mismatch: { email: false, inApp: false } });
    const before = await notificationCount('superops@sandbox.test', 'deposit_confirmed');
    const mails = await outboxCount('superops@sandbox.test', 'Deposit confirmed');

    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '40.00' });
    await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id, 'underpaid');

    expect(await notificationCount('superops@sandbox.test', 'deposit_confirmed')).toBe(before);
    expect(await outboxCount('superops@sandbox.test', 'Deposit confirmed')).toBe(mails);
  });
});

describe('security events', () => {
  it('a password change raises a security notification and email by default, and neither once both are off', async () => {
    const email = 'merchant@sandbox.test';
    const { title } = SECURITY_NOTIFICATIONS.passwordChanged;
    const merchant = await h.loginAs(email);
    const before = { bell: await notificationCount(email, 'security'), mail: await outboxCount(email, title) };

    const changed = await call(merchant, 'PUT', '/api/auth/change-password', { currentPassword: DEMO_PASSWORD, newPassword: 'Changed#Pass2027' });
    expect(changed.statusCode).toBe(200);
    expect(await notificationCount(email, 'security')).toBe(before.bell + 1);
    expect(await outboxCount(email, title)).toBe(before.mail + 1);

    await call(merchant, 'PUT', PREFERENCES, { security: { inApp: false, email: false } });
    // Back to the demo password, so the other tests of this file can still sign in.
    const back = await call(merchant, 'PUT', '/api/auth/change-password', { currentPassword: 'Changed#Pass2027', newPassword: DEMO_PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(await notificationCount(email, 'security')).toBe(before.bell + 1);
    expect(await outboxCount(email, title)).toBe(before.mail + 1);
    await call(merchant, 'PUT', PREFERENCES, { security: { inApp: true, email: true } });
  });
});

describe("the profile's language (issue 30)", () => {
  it('reads English by default, saves one of the six codes alone, and refuses any other with 400, changing nothing', async () => {
    const ops = await h.loginAs('ops@sandbox.test');
    const before = (await call(ops, 'GET', PROFILE)).json().data;
    expect(before.language).toBe('en');
    for (const language of ['fr', 'ES', 'pt', 'pt-br', '', 42, null]) {
      const refused = await call(ops, 'PUT', PROFILE, { language });
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      if (typeof language === 'string' && language !== '') expect(refused.json().message).toContain('language must be one of en, es, pt-BR, ru, tr, zh-CN');
    }
    expect((await call(ops, 'GET', PROFILE)).json().data).toEqual(before);

    const saved = await call(ops, 'PUT', PROFILE, { language: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ language: 'pt-BR', name: before.name });
    const renamed = await call(ops, 'PUT', PROFILE, { name: 'Ops Again' });
    expect(renamed.json().data).toMatchObject({ language: 'pt-BR', name: 'Ops Again' });
  });

  it("writes the user's emails in their language: a reset link in Spanish, English for everyone else", async () => {
    const other = await h.loginAs('other@sandbox.test');
    expect((await call(other, 'PUT', PROFILE, { language: 'es' })).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'other@sandbox.test' } });
    const { rows } = await h.db.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE to_address = 'other@sandbox.test' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0].subject).toBe('Restablece tu contraseña');
    expect(rows[0].text).toMatch(/^Abre este enlace en los próximos 30 minutos para elegir una contraseña nueva: http.*\/#\/reset-password\?token=\S+\nSi no lo pediste, ignora este mensaje\.$/);

    await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'merchant@sandbox.test' } });
    expect(await outboxCount('merchant@sandbox.test', 'Reset your password')).toBe(1);
  });

  it("writes an alert's email wholly in its reader's language, details included, while the bell keeps the English text", async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const finance = await h.loginAs('finance@sandbox.test');
    const merchant = await h.loginAs('merchant@sandbox.test');
    expect((await call(finance, 'PUT', PROFILE, { language: 'es' })).statusCode).toBe(200);
    await call(finance, 'PUT', PREFERENCES, { deposit_mismatch: { inApp: true, email: true } });
    await call(merchant, 'PUT', PREFERENCES, { deposit_mismatch: { inApp: true, email: true } });

    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '40.00', network: 'USDT-TRC20' });
    await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id, 'underpaid');

    const mail = async (to: string) =>
      (await h.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`, [to])).rows[0];
    const spanish = await mail('finance@sandbox.test');
    expect(spanish.subject).toBe('Depósito confirmado');
    expect(spanish.text).toMatch(/^Depósito confirmado\n\nSe recibieron \d+\.\d\d USDT en USDT-TRC20, de 40\.00 USDT pedidos \(pago de menos\)\.\n\nElige qué avisos recibes por correo en Ajustes > Notificaciones\.$/);
    const english = await mail('merchant@sandbox.test');
    expect(english.subject).toBe('Deposit confirmed');
    expect(english.text).toMatch(/^\d+\.\d\d USDT received on USDT-TRC20 for 40\.00 USDT asked \(underpaid\)\.$/);
    const { rows } = await h.db.query<{ body: string }>(
      `SELECT n.body FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'finance@sandbox.test' ORDER BY n.created_at DESC LIMIT 1`,
    );
    expect(rows[0].body).toBe(english.text);
    await call(finance, 'PUT', PROFILE, { language: 'en' });
  });
});
