import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { ethAddressFromBytes, tronAddressFromBytes } from '../../contract/addresses';
import { PAYOUT_ADDRESS_MESSAGES, type PayoutAddressRecord } from '../../contract/payoutAddresses';
import { PAYOUT_APPROVAL_MESSAGES } from '../../contract/payoutApprovals';
import { PAYOUT_POLICY_MESSAGES } from '../../contract/payoutPolicy';
import { PAYOUT_MESSAGES } from '../../contract/payouts';
import { STEP_UP_REQUIRED } from '../../contract/stepUp';
import { DEMO_PASSWORD } from '../db/seed';
import { PAYOUT_TYPES } from '../payouts/withdrawalList';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const BOOK = '/api/v2/payout-addresses';
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const SUPEROPS = 'superops@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';
const HOUR = 3_600_000;

let seed = 0;
const tron = () => tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 31 + 7 + ++seed * 13) % 256));
/** An ERC20 address whose checksum has upper-case letters, so that changing one's case breaks it. */
function erc20(): string {
  for (;;) {
    const address = ethAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 17 + 5 + ++seed * 11) % 256));
    if (/[A-F]/.test(address.slice(2)) && /[a-f]/.test(address.slice(2))) return address;
  }
}

/** A session whose step-up window is open, confirmed through the API with the password. */
async function steppedUp(email: string): Promise<string> {
  const token = await h.loginAs(email);
  const response = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

const add = (token: string, payload: object) => h.app.inject({ method: 'POST', url: BOOK, headers: bearer(token), payload });
const remove = (token: string, id: string) => h.app.inject({ method: 'DELETE', url: `${BOOK}/${id}`, headers: bearer(token) });
const getOne = async (email: string, id: string) => h.app.inject({ method: 'GET', url: `${BOOK}/${id}`, headers: bearer(await h.loginAs(email)) });
const endCoolingOff = (id: string, payload: object = {}) => h.app.inject({ method: 'POST', url: `/api/sandbox/simulate/cooling-off/${id}`, payload });

async function added(payload: { label: string; currencyType: string; address: string }, email = MERCHANT): Promise<PayoutAddressRecord> {
  const response = await add(await steppedUp(email), payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PayoutAddressRecord;
}

async function list(email: string, query = ''): Promise<{ status: number; range: unknown; records: PayoutAddressRecord[] }> {
  const response = await h.app.inject({ method: 'GET', url: `${BOOK}${query}`, headers: bearer(await h.loginAs(email)) });
  return { status: response.statusCode, range: response.headers['content-range'], records: response.json() as PayoutAddressRecord[] };
}

const entryCount = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_addresses')).rows[0].n;
const payoutCount = async () => (await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM transactions WHERE type = ANY($1::text[])", [[...PAYOUT_TYPES]])).rows[0].n;

async function notificationTitles(email: string): Promise<string[]> {
  const { rows } = await h.db.query<{ title: string }>(
    `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.type = 'payout_address' ORDER BY n.created_at`,
    [email],
  );
  return rows.map((row) => row.title);
}

async function activity(type: string): Promise<ActivityRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ type }));
  const response = await h.app.inject({ method: 'GET', url: `/api/v2/activity?filter=${filter}`, headers: bearer(await h.loginAs(MERCHANT)) });
  return response.json() as ActivityRecord[];
}

async function setNewAddressRule(newAddress: 'allow' | 'approval' | 'refuse', coolingOffHours = 24): Promise<void> {
  const response = await h.app.inject({
    method: 'PUT',
    url: '/api/v2/payout-policy',
    headers: bearer(await steppedUp(MERCHANT)),
    payload: { approval: 'off', newAddress, coolingOffHours },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function pay(address: string, currencyType = 'USDT-TRC20') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/withdrawal',
    headers: bearer(await h.loginAs(FINANCE)),
    payload: { amount: 1.5, merchantWallet: address, currencyType },
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string; data?: { _id: string; status: string } } };
}

describe('adding an entry', () => {
  it('needs a step-up confirmation: without one, 403 stepUpRequired and nothing added', async () => {
    const response = await add(await h.loginAs(MERCHANT), { label: 'Supplier', currencyType: 'USDT-TRC20', address: tron() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: STEP_UP_REQUIRED });
    expect(await entryCount()).toBe(0);
  });

  it('is refused to a role without approved-payout-requests, step-up or not', async () => {
    const response = await add(await steppedUp(OPS), { label: 'Supplier', currencyType: 'USDT-TRC20', address: tron() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    expect(await entryCount()).toBe(0);
  });

  it('checks the address as a payout address, checksums included, and the label; a refusal adds nothing', async () => {
    const token = await steppedUp(MERCHANT);
    const goodTron = tron();
    const badTron = goodTron.slice(0, -1) + (goodTron.endsWith('a') ? 'b' : 'a');
    const goodErc = erc20();
    const letter = goodErc.slice(2).search(/[A-F]/) + 2;
    const badErc = goodErc.slice(0, letter) + goodErc[letter].toLowerCase() + goodErc.slice(letter + 1);
    const cases: [object, string][] = [
      [{ label: 'Bad TRC20', currencyType: 'USDT-TRC20', address: badTron }, `address: ${PAYOUT_MESSAGES.invalidAddress('USDT-TRC20')}`],
      [{ label: 'Bad ERC20', currencyType: 'USDT-ERC20', address: badErc }, `address: ${PAYOUT_MESSAGES.invalidAddress('USDT-ERC20')}`],
      [{ label: 'Wrong network', currencyType: 'USDT-ERC20', address: goodTron }, `address: ${PAYOUT_MESSAGES.invalidAddress('USDT-ERC20')}`],
      [{ label: '   ', currencyType: 'USDT-TRC20', address: goodTron }, 'label: '],
      [{ label: 'x'.repeat(101), currencyType: 'USDT-TRC20', address: goodTron }, 'label: must be at most 100 characters'],
      [{ label: 'No network', address: goodTron }, 'currencyType: '],
    ];
    for (const [payload, message] of cases) {
      const response = await add(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await entryCount()).toBe(0);
  });

  let entry: PayoutAddressRecord;
  const ADDRESS = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 7 + 100) % 256));

  it('adds it cooling off until now + the policy\'s coolingOffHours, with the issue\'s fields', async () => {
    const before = Date.now();
    entry = await added({ label: '  Acme Supplies  ', currencyType: 'USDT-TRC20', address: ADDRESS });
    expect(Object.keys(entry).sort()).toEqual(['id', 'label', 'currencyType', 'address', 'status', 'activeFrom', 'createdBy', 'createdAt'].sort());
    expect(entry).toMatchObject({
      label: 'Acme Supplies',
      currencyType: 'USDT-TRC20',
      address: ADDRESS,
      status: 'cooling_off',
      createdBy: { id: await h.userId(MERCHANT), email: MERCHANT },
    });
    const wait = Date.parse(entry.activeFrom) - Date.parse(entry.createdAt);
    expect(wait).toBe(24 * HOUR);
    expect(Math.abs(Date.parse(entry.createdAt) - before)).toBeLessThan(60_000);
    expect((await getOne(FINANCE, entry.id)).json()).toEqual(entry);
  });

  it('tells the main merchant and every approver, in the bell and by email, and writes the activity log', async () => {
    for (const email of [MERCHANT, FINANCE, SUPEROPS]) expect(await notificationTitles(email), email).toEqual(['Payout address added']);
    expect(await notificationTitles(OPS)).toEqual([]);
    const [mail] = await h.mailbox(SUPEROPS);
    expect(mail).toMatchObject({ subject: 'Payout address added' });
    expect(mail.text).toContain(`${MERCHANT} added "Acme Supplies", ${ADDRESS} (USDT-TRC20) to the payout address book.`);
    expect(mail.text).toContain(`It can be paid from ${entry.activeFrom}`);
    expect(await h.mailbox(OPS)).toEqual([]);

    const [record] = await activity('payout_address.added');
    expect(record).toMatchObject({
      actorEmail: MERCHANT,
      targetType: 'payout_address',
      targetId: entry.id,
      targetLabel: 'Acme Supplies',
      details: { label: 'Acme Supplies', currencyType: 'USDT-TRC20', wallet: ADDRESS, activeFrom: entry.activeFrom },
    });
  });

  it('refuses the same address twice with 409 naming the entry; an ERC20 address in another letter case is the same', async () => {
    const again = await add(await steppedUp(FINANCE), { label: 'Acme again', currencyType: 'USDT-TRC20', address: ADDRESS });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: PAYOUT_ADDRESS_MESSAGES.duplicate('Acme Supplies') });

    const erc = erc20();
    await added({ label: 'Exchange', currencyType: 'USDT-ERC20', address: erc }, SUPEROPS);
    const lower = await add(await steppedUp(MERCHANT), { label: 'Exchange lower', currencyType: 'USDT-ERC20', address: erc.toLowerCase() });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(PAYOUT_ADDRESS_MESSAGES.duplicate('Exchange'));
    expect(await entryCount()).toBe(2);
    expect((await activity('payout_address.added')).map((record) => record.actorEmail)).toEqual([SUPEROPS, MERCHANT]);
  });
});

describe('reading the book', () => {
  it('is open to the payout roles, refused to others, and lists in the simple-REST dialect', async () => {
    const all = await list(SUPEROPS, `?sort=${encodeURIComponent('["label","ASC"]')}`);
    expect(all.status).toBe(200);
    expect(all.range).toBe('payout-addresses 0-1/2');
    expect(all.records.map((record) => record.label)).toEqual(['Acme Supplies', 'Exchange']);

    const erc = await list(FINANCE, `?filter=${encodeURIComponent('{"currencyType":"USDT-ERC20"}')}&range=[0,0]`);
    expect(erc.records.map((record) => record.label)).toEqual(['Exchange']);
    expect(erc.range).toBe('payout-addresses 0-0/1');
    const active = await list(MERCHANT, `?filter=${encodeURIComponent('{"status":"active"}')}`);
    expect(active.records).toEqual([]);
    expect(active.range).toBe('payout-addresses */0');

    const ops = await list(OPS);
    expect(ops.status).toBe(403);
    const bad = await list(MERCHANT, `?filter=${encodeURIComponent('{"status":"pending"}')}`);
    expect(bad.status).toBe(400);
    expect((bad.records as unknown as { message: string }).message).toContain('filter.status');
  });

  it('never shows another merchant\'s entries: invisible in the list, 404 by id, for reading, removing and the step-up alike', async () => {
    const theirs = await added({ label: 'Their wallet', currencyType: 'USDT-TRC20', address: tron() }, OTHER);
    expect((await list(MERCHANT)).records.map((record) => record.id)).not.toContain(theirs.id);
    expect((await list(OTHER)).records.map((record) => record.id)).toEqual([theirs.id]);

    const one = await getOne(MERCHANT, theirs.id);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ message: PAYOUT_ADDRESS_MESSAGES.notFound });
    const removed = await remove(await steppedUp(MERCHANT), theirs.id);
    expect(removed.statusCode).toBe(404);
    expect((await getOne(OTHER, theirs.id)).statusCode).toBe(200);
    expect((await endCoolingOff(theirs.id, { email: MERCHANT })).statusCode).toBe(404);
    expect((await getOne(OTHER, theirs.id)).json()).toMatchObject({ status: 'cooling_off' });
  });
});

describe('the policy\'s newAddress rule on POST /withdrawal', () => {
  let entry: PayoutAddressRecord;
  const PAID = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 5 + 200) % 256));

  beforeAll(async () => {
    entry = await added({ label: 'Payroll', currencyType: 'USDT-TRC20', address: PAID });
  });

  it('allow (the default): a payout to any address is sent as the spec says', async () => {
    const { status, body } = await pay(tron());
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: PAYOUT_MESSAGES.created, data: { status: 'pending' } });
  });

  it('refuse: an address cooling off is not known (400, nothing created); once the simulator ends the period, it is', async () => {
    await setNewAddressRule('refuse');
    const payouts = await payoutCount();
    const refused = await pay(PAID);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PAYOUT_POLICY_MESSAGES.addressRefused);
    expect((await pay(tron())).status).toBe(400);
    expect(await payoutCount()).toBe(payouts);

    const ended = await endCoolingOff(entry.id, { email: FINANCE });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, message: PAYOUT_ADDRESS_MESSAGES.coolingOffEnded, data: { id: entry.id, status: 'active' } });
    expect(Date.parse(ended.json().data.activeFrom)).toBeLessThanOrEqual(Date.now());
    expect((await getOne(MERCHANT, entry.id)).json()).toMatchObject({ status: 'active' });
    expect((await list(MERCHANT, `?filter=${encodeURIComponent('{"status":"active"}')}`)).records.map((record) => record.id)).toEqual([entry.id]);

    const sent = await pay(PAID);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(PAYOUT_MESSAGES.created);
    expect(await payoutCount()).toBe(payouts + 1);
  });

  it('counts an active ERC20 entry whatever the letter case of the payout\'s address', async () => {
    const [exchange] = (await list(MERCHANT, `?filter=${encodeURIComponent('{"currencyType":"USDT-ERC20"}')}`)).records;
    expect((await pay(exchange.address.toLowerCase(), 'USDT-ERC20')).status).toBe(400);
    expect((await endCoolingOff(exchange.id)).statusCode).toBe(200);
    expect((await pay(exchange.address.toLowerCase(), 'USDT-ERC20')).status).toBe(201);
  });

  it('approval: a payout to an unknown address is held for approval; to an active entry it is sent', async () => {
    await setNewAddressRule('approval');
    const stranger = tron();
    const held = await pay(stranger);
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ message: PAYOUT_APPROVAL_MESSAGES.awaitingApproval, data: { status: 'pending' } });
    const { rows } = await h.db.query('SELECT status FROM payout_approvals WHERE payout_id = $1', [held.body.data?._id]);
    expect(rows).toEqual([{ status: 'awaiting' }]);

    const known = await pay(PAID);
    expect(known.status).toBe(201);
    expect(known.body.message).toBe(PAYOUT_MESSAGES.created);
    const { rows: none } = await h.db.query('SELECT 1 FROM payout_approvals WHERE payout_id = $1', [known.body.data?._id]);
    expect(none).toEqual([]);
  });

  it('uses the policy\'s coolingOffHours for a new entry: 0 makes it active at once', async () => {
    await setNewAddressRule('refuse', 0);
    const instant = await added({ label: 'Instant', currencyType: 'USDT-TRC20', address: tron() });
    expect(instant.status).toBe('active');
    expect(instant.activeFrom).toBe(instant.createdAt);
    expect((await pay(instant.address)).status).toBe(201);
    const [mail] = (await h.mailbox(FINANCE)).filter((message) => message.text.includes(instant.address));
    expect(mail.text).toContain('It can be paid at once');
  });
});

describe('removing an entry', () => {
  it('needs approved-payout-requests and a step-up; removed, it is gone, not known, and may be added again', async () => {
    const [payroll] = (await list(MERCHANT, `?filter=${encodeURIComponent('{"status":"active","currencyType":"USDT-TRC20"}')}&sort=${encodeURIComponent('["createdAt","ASC"]')}`)).records;
    expect(payroll.label).toBe('Payroll');

    const ops = await remove(await steppedUp(OPS), payroll.id);
    expect(ops.statusCode).toBe(403);
    expect(ops.json()).toEqual({ success: false, message: ACCESS_DENIED });
    const unconfirmed = await remove(await h.loginAs(FINANCE), payroll.id);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({ reason: STEP_UP_REQUIRED });
    expect((await getOne(MERCHANT, payroll.id)).statusCode).toBe(200);

    const response = await remove(await steppedUp(FINANCE), payroll.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(payroll);
    expect((await getOne(MERCHANT, payroll.id)).statusCode).toBe(404);
    expect((await remove(await steppedUp(FINANCE), payroll.id)).statusCode).toBe(404);
    expect((await endCoolingOff(payroll.id)).statusCode).toBe(404);

    // The policy still refuses new addresses: a removed entry is one again.
    expect((await pay(payroll.address)).status).toBe(400);
    const again = await added({ label: 'Payroll (new)', currencyType: 'USDT-TRC20', address: payroll.address });
    expect(again.id).not.toBe(payroll.id);
  });

  it('tells the approvers, in the bell and by email, and writes the activity log', async () => {
    for (const email of [MERCHANT, FINANCE, SUPEROPS]) expect(await notificationTitles(email), email).toContain('Payout address removed');
    expect(await notificationTitles(OPS)).toEqual([]);
    const removal = (await h.mailbox(MERCHANT)).find((mail) => mail.subject === 'Payout address removed');
    expect(removal?.text).toContain(`${FINANCE} removed "Payroll"`);
    const [record] = await activity('payout_address.removed');
    expect(record).toMatchObject({ actorEmail: FINANCE, targetType: 'payout_address', targetLabel: 'Payroll', details: { label: 'Payroll' } });
  });

  it('follows each approver\'s notification preferences (the payout_address event)', async () => {
    const token = await h.loginAs(SUPEROPS);
    const saved = await h.app.inject({ method: 'PUT', url: '/api/user/notifications/preferences', headers: bearer(token), payload: { payout_address: { inApp: false, email: false } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [bell, mails, merchantBell] = [(await notificationTitles(SUPEROPS)).length, (await h.mailbox(SUPEROPS)).length, (await notificationTitles(MERCHANT)).length];
    await added({ label: 'Quiet', currencyType: 'USDT-TRC20', address: tron() });
    expect(await notificationTitles(SUPEROPS)).toHaveLength(bell);
    expect(await h.mailbox(SUPEROPS)).toHaveLength(mails);
    expect(await notificationTitles(MERCHANT)).toHaveLength(merchantBell + 1);
  });
});

describe('the simulator\'s cooling-off route', () => {
  it('answers 404 for an id that names no entry', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await endCoolingOff(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: PAYOUT_ADDRESS_MESSAGES.notFound });
    }
  });
});
