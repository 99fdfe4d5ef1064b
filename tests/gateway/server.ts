/**
 * The reference gateway: a second, minimal gateway that follows the spec (000 and 001, section 7
 * calls, section 3 shapes) but is not the sandbox and shares none of its code or contract. Where the
 * spec allows a choice it makes the other one than the sandbox: a cookie-only session (no token in
 * any answer), `id` instead of `_id`, 'true'/'false' strings for flags, `parentUser` as an object,
 * credentials as `api_key`/`api_secret` under `merchant`, lists as `data: [...]` with `pagination`,
 * amounts as numeric strings and dates as epoch milliseconds. None of the sandbox's additions
 * (GET /auth/session, /auth/me, /health, /wallet-balance, POST /payment-links, /sandbox/*,
 * socket.io): they answer 404. It serves the built dashboard (dist/) with the calls under /api.
 *
 * Test-only: GET /__test/outbox/{email} reads the last code "emailed" to that address.
 *
 * Run alone: `node --import tsx tests/gateway/server.ts` (PORT, default 4300).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStore, type Role, type Store, type Transaction, type User } from './store';
import { newTotpSecret, verifyTotp } from './totp';

const SESSION_COOKIE = 'harbor_sid';
const SESSION_TTL_MS = 28_800_000;
const CODE_TTL_MS = 5 * 60_000;

/** 000 section 6's role table. */
const ROLE_PERMISSIONS: Record<Exclude<Role, 'merchant'>, string[]> = {
  sub_merchant: ['balance-view', 'transactions-view', 'qr-code-generation', 'approved-withdrawals', 'api-credentials', 'approved-payout-requests', 'role-management', 'dashboard_access', 'complaints-view'],
  super_operation: ['approved-withdrawals', 'qr-code-generation', 'approved-payout-requests', 'dashboard_access', 'transactions-view', 'complaints-view'],
  operation: ['qr-code-generation', 'dashboard_access', 'complaints-view', 'transactions-view'],
};

const isMain = (user: User) => user.role === 'merchant' && user.parentId === null;
const can = (user: User, permission: string) => isMain(user) || (user.role !== 'merchant' && ROLE_PERMISSIONS[user.role].includes(permission));

class Failure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  user: User | null;
  sessionId: string | null;
  raw: IncomingMessage;
}

interface Reply {
  status?: number;
  body: unknown;
  cookie?: string;
}

const ok = (message: string, data?: unknown, extra: Record<string, unknown> = {}): Reply => ({
  body: { success: true, message, ...(data === undefined ? {} : { data }), ...extra },
});

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw new Failure(400, `${name} is required`);
  return value.trim();
};

/** Pages of a list: `data: [...]` with `pagination` (the shape the sandbox does not use). */
function paged<T>(rows: T[], query: URLSearchParams, defaultLimit: number) {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const limit = Math.min(100, Math.max(1, Number.parseInt(query.get('limit') ?? String(defaultLimit), 10) || defaultLimit));
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: rows.length, totalPages, pages: totalPages },
  };
}

export interface Gateway {
  url: string;
  store: Store;
  close(): Promise<void>;
}

export interface GatewayOptions {
  port?: number;
  host?: string;
  /** The built dashboard; default dist/ at the project root. */
  distDir?: string;
}

export function createGateway(store: Store = createStore(), distDir = defaultDist()) {
  const sessions = new Map<string, { userId: string; expiresAt: number }>();
  /** Codes "emailed" for sign-in step 2 and EMAIL 2FA, by address. */
  const outbox = new Map<string, { code: string; expiresAt: number }>();
  /** Sign-ins waiting for their 2FA code (000 section 4, step 3), by user id. */
  const pending2fa = new Map<string, number>();

  const userById = (id: string) => store.users.find((user) => user.id === id) ?? null;
  const merchant = store.merchant;

  const publicUser = (user: User) => {
    const parent = user.parentId ? userById(user.parentId) : null;
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      name: user.name,
      isSubUser: user.parentId ? 'true' : 'false',
      parentUser: parent ? { id: parent.id, name: parent.name, email: parent.email } : null,
    };
  };

  const startSession = (user: User): Reply => {
    const id = randomBytes(24).toString('base64url');
    sessions.set(id, { userId: user.id, expiresAt: Date.now() + SESSION_TTL_MS });
    return {
      ...ok('Login successful! Redirecting...', { user: publicUser(user) }),
      cookie: `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}`,
    };
  };

  const sendCode = (email: string) => {
    const code = String(100000 + (randomBytes(4).readUInt32BE(0) % 900000));
    outbox.set(email, { code, expiresAt: Date.now() + CODE_TTL_MS });
  };
  const takeCode = (email: string, code: unknown) => {
    const sent = outbox.get(email);
    if (!sent || sent.expiresAt < Date.now() || sent.code !== code) return false;
    outbox.delete(email);
    return true;
  };

  const afterPassword = (user: User): Reply => {
    if (user.twoFactor.enabled && user.twoFactor.verified && user.twoFactor.type) {
      pending2fa.set(user.id, Date.now() + CODE_TTL_MS);
      if (user.twoFactor.type === 'EMAIL') sendCode(user.email);
      return ok('Please complete two-factor authentication', {
        requires2FA: true,
        type2FA: user.twoFactor.type,
        email: user.email,
        userId: user.id,
      });
    }
    return startSession(user);
  };

  const need = (request: Request, permission?: string): User => {
    if (!request.user) throw new Failure(401, 'Authentication required. Please log in again.');
    if (permission && !can(request.user, permission)) throw new Failure(403, `You need '${permission}' permission for this call`);
    return request.user;
  };

  const needOwnId = (request: Request, userId: string): User => {
    const user = need(request);
    if (userId !== user.id) throw new Failure(403, 'You can only read your own merchant record');
    return user;
  };

  const deposit = (row: Transaction) => ({
    id: row.id,
    amount: row.amount,
    actualBalance: row.actualBalance,
    status: row.status,
    createdAt: row.createdAt,
    walletAddress: row.walletAddress,
    currencyType: row.currencyType,
  });
  const payout = (row: Transaction) => ({
    id: row.id,
    type: row.type,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    clientWallet: row.clientWallet,
    currencyType: row.currencyType,
  });
  const newestFirst = (a: { createdAt: number }, b: { createdAt: number }) => b.createdAt - a.createdAt;

  const complaintRow = (complaint: Store['merchant']['complaints'][number]) => ({
    id: complaint.id,
    title: complaint.title,
    status: complaint.status,
    submittedAt: complaint.submittedAt,
    createdAt: complaint.createdAt,
    adminNotes: complaint.adminNotes,
    withdrawalId: { ...complaint.withdrawal },
  });

  const subUserRow = (user: User) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt,
    enabled2FA: String(user.twoFactor.enabled),
    type2FA: user.twoFactor.type,
    verified2FA: String(user.twoFactor.verified),
  });
  const subUser = (request: Request, id: string) => {
    need(request, 'role-management');
    const user = userById(id);
    if (!user || user.parentId !== merchant.ownerId) throw new Failure(404, 'Sub-user not found');
    return user;
  };

  const profile = (user: User) => ({
    id: user.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    ...merchant.profile,
    logo: null,
  });

  const ipList = () => merchant.ips.filter((entry) => entry.status !== 'deleted');

  const routes: Array<[string, RegExp, (request: Request, params: string[]) => Reply | Promise<Reply>]> = [];
  const on = (method: string, pattern: string, handler: (request: Request, params: string[]) => Reply | Promise<Reply>) => {
    routes.push([method, new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`), handler]);
  };

  // --- Sign-in and session (000 section 7) ---
  on('POST', '/auth/login', ({ body }) => {
    const email = text(body.email, 'Email').toLowerCase();
    const password = text(body.password, 'Password');
    const user = store.users.find((candidate) => candidate.email === email);
    if (!user || user.password !== password) throw new Failure(401, 'Invalid email or password');
    if (user.status !== 'active') throw new Failure(403, 'This account is not active');
    if (user.emailCode) {
      if (body.otp === undefined) {
        sendCode(user.email);
        return ok('OTP sent to your email. Enter OTP to continue.', { requiresOTP: true, email: user.email });
      }
      if (!takeCode(user.email, body.otp)) throw new Failure(401, 'Invalid or expired code');
    }
    return afterPassword(user);
  });

  on('POST', '/auth/verify-2fa', (request) => {
    const code = text(request.body.code, 'code');
    if (request.body.loginFlow === true) {
      const user = userById(text(request.body.userId, 'userId'));
      const waiting = user ? pending2fa.get(user.id) : undefined;
      if (!user || !waiting || waiting < Date.now()) throw new Failure(401, 'Sign in again');
      const valid = user.twoFactor.type === 'GOOGLE_AUTH' ? verifyTotp(user.twoFactor.secret!, code) : takeCode(user.email, code);
      if (!valid) throw new Failure(401, 'Invalid verification code');
      pending2fa.delete(user.id);
      return startSession(user);
    }
    const user = need(request);
    const factor = user.twoFactor;
    if (!factor.enabled) throw new Failure(400, '2FA is not enabled');
    const valid = factor.type === 'GOOGLE_AUTH' ? verifyTotp(factor.secret!, code) : takeCode(user.email, code);
    if (!valid) throw new Failure(400, 'Invalid verification code');
    factor.verified = true;
    return ok('2FA verified', { enabled2FA: 'true', type2FA: factor.type, verified2FA: 'true' });
  });

  on('POST', '/auth/generate-2fa-code', (request) => {
    const user = request.body.userId ? userById(String(request.body.userId)) : need(request);
    if (user && user.twoFactor.type === 'EMAIL') sendCode(user.email);
    return ok('Code sent to your email');
  });

  on('POST', '/auth/forgot-password', ({ body }) => {
    text(body.email, 'Email');
    return ok('Password reset link sent to your email!');
  });

  on('GET', '/auth/2fa-status', (request) => {
    const { twoFactor } = need(request);
    return ok('2FA status', { enabled2FA: String(twoFactor.enabled), type2FA: twoFactor.type, verified2FA: String(twoFactor.verified) });
  });

  on('POST', '/auth/toggle-2fa', (request) => {
    const user = need(request);
    if (request.body.enable === 'true') {
      const type = request.body.type2FA === 'EMAIL' ? 'EMAIL' : 'GOOGLE_AUTH';
      const secret = type === 'GOOGLE_AUTH' ? newTotpSecret() : null;
      user.twoFactor = { enabled: true, type, verified: false, secret };
      const qrCode = secret ? `otpauth://totp/Harbor:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Harbor` : null;
      return ok('2FA enabled; verify to finish', { qrCode, secret });
    }
    user.twoFactor = { enabled: false, type: null, verified: false, secret: null };
    return ok('2FA disabled', { qrCode: null, secret: null });
  });

  on('PUT', '/auth/change-password', (request) => {
    const user = need(request, 'change-password');
    if (request.body.currentPassword !== user.password) throw new Failure(400, 'Current password is incorrect');
    user.password = text(request.body.newPassword, 'newPassword');
    return ok('Password changed successfully');
  });

  on('POST', '/auth/logout', (request) => {
    if (request.sessionId) sessions.delete(request.sessionId);
    return { ...ok('Logged out'), cookie: `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
  });

  // --- Notifications ---
  const ownNotifications = (user: User) => store.notifications.filter((entry) => entry.userId === user.id).sort(newestFirst);
  const notificationRow = (entry: Store['notifications'][number]) => ({
    id: entry.id,
    title: entry.title,
    body: entry.body,
    message: entry.body,
    isRead: entry.isRead,
    createdAt: entry.createdAt,
  });
  on('GET', '/notifications', (request) => {
    const list = paged(ownNotifications(need(request)).map(notificationRow), request.query, 10);
    return { body: { success: true, data: list.data } };
  });
  on('GET', '/notifications/stats', (request) => {
    const unreadCount = ownNotifications(need(request)).filter((entry) => !entry.isRead).length;
    return { body: { success: true, data: { unreadCount } } };
  });
  on('PATCH', '/notifications/read-all', (request) => {
    for (const entry of ownNotifications(need(request))) entry.isRead = true;
    return ok('All notifications read');
  });
  on('DELETE', '/notifications/:id', (request, [id]) => {
    const user = need(request);
    store.notifications = store.notifications.filter((entry) => !(entry.id === id && entry.userId === user.id));
    return ok('Notification deleted');
  });

  // --- Merchant record: profile, credentials (under `merchant`, as api_key/api_secret) ---
  on('GET', '/merchant/:userId', (request, [userId]) => {
    const user = needOwnId(request, userId);
    const credentials = can(user, 'api-credentials') ? { merchant: { api_key: merchant.apiKey, api_secret: merchant.apiSecret } } : {};
    return ok('Merchant record', profile(user), credentials);
  });
  on('PUT', '/merchant/profile', async (request) => {
    const user = need(request);
    if (!isMain(user)) throw new Failure(403, 'Only the main merchant edits the profile');
    const fields = await multipartFields(request.raw, request.body);
    const p = merchant.profile;
    for (const key of ['companyName', 'licenceNo', 'phoneNo', 'country'] as const) if (key in fields) p[key] = fields[key];
    if ('name' in fields && fields.name.trim()) user.name = fields.name.trim();
    if ('autoWithdraw' in fields) p.autoWithdraw = fields.autoWithdraw === 'true';
    if ('autoPayout' in fields) p.autoPayout = fields.autoPayout === 'true';
    if ('transactionTimer' in fields) {
      const minutes = Number(fields.transactionTimer);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 2880) {
        throw new Failure(400, 'Transaction timer must be between 1 minute and 48 hours (2880 minutes)');
      }
      p.transactionTimer = minutes;
    }
    if ('maxAutoWithdrawAmount' in fields) {
      const amount = Number(fields.maxAutoWithdrawAmount);
      if (!(amount > 0)) throw new Failure(400, 'Maximum auto-withdraw amount must be a positive number');
      p.maxAutoWithdrawAmount = amount;
    }
    return ok('Profile updated successfully', profile(user));
  });

  // --- Merchant Dashboard and transactions ---
  on('GET', '/dashboard/merchant', (request) => {
    const user = need(request);
    const confirmed = merchant.transactions.filter((row) => row.type === 'deposit' && row.status === 'confirmed');
    const volume = confirmed.reduce((sum, row) => sum + Number(row.actualBalance ?? row.amount), 0);
    const paidOut = merchant.transactions
      .filter((row) => row.type === 'withdrawal' && row.status === 'completed')
      .reduce((sum, row) => sum + Number(row.amount), 0);
    const fees = confirmed.reduce((sum, row) => sum + Number(row.fee), 0);
    const sorted = [...merchant.transactions].sort(newestFirst);
    const balance = can(user, 'balance-view')
      ? {
          totalAmount: (volume - paidOut).toFixed(2),
          availableBalance: (volume - paidOut - fees).toFixed(2),
          feeAmt: fees.toFixed(2),
          wallet: merchant.wallets,
        }
      : {};
    return ok('Dashboard data', {
      totalVolume: volume.toFixed(2),
      avgTransaction: (confirmed.length ? volume / confirmed.length : 0).toFixed(2),
      ...balance,
      recentTransactions: {
        deposits: sorted.filter((row) => row.type === 'deposit').slice(0, 5).map(deposit),
        withdrawals: sorted.filter((row) => row.type === 'withdrawal').slice(0, 5).map(payout),
      },
    });
  });

  on('GET', '/dashboard/transactionList', (request) => {
    need(request, 'transactions-view');
    const { query } = request;
    const type = query.get('type');
    const types = type === 'payout' ? ['withdrawal'] : type === 'refund' ? ['refund'] : type ? [type] : ['deposit', 'withdrawal', 'refund'];
    const status = query.get('status');
    const start = query.get('startDate') ? Date.parse(query.get('startDate')!) : null;
    const end = query.get('endDate') ? Date.parse(query.get('endDate')!) : null;
    const rows = merchant.transactions
      .filter((row) => types.includes(row.type))
      .filter((row) => !status || row.status === status)
      .filter((row) => start === null || Number.isNaN(start) || row.createdAt >= start)
      .filter((row) => end === null || Number.isNaN(end) || row.createdAt <= end)
      .sort(query.get('sort') === 'oldest' ? (a, b) => a.createdAt - b.createdAt : query.get('sort') === 'updated' ? (a, b) => b.updatedAt - a.updatedAt : newestFirst);
    const list = paged(rows, query, 10);
    return { body: { success: true, ...list } };
  });

  // --- Payouts ---
  on('GET', '/withdrawal/my-withdrawals', (request) => {
    const user = need(request);
    if (!can(user, 'approved-payout-requests') && !can(user, 'approved-withdrawals')) throw new Failure(403, 'No payout permission');
    const rows = merchant.transactions.filter((row) => row.type === 'withdrawal').sort(newestFirst).map(payout);
    const list = paged(rows, request.query, 50);
    return { body: { success: true, message: 'Withdrawals', data: list.data, totalPages: list.pagination.totalPages, pagination: list.pagination } };
  });
  on('POST', '/withdrawal', (request) => {
    const user = need(request, 'approved-payout-requests');
    if (user.role === 'operation' || user.role === 'super_operation') throw new Failure(403, 'Operation roles cannot create payouts');
    const amount = Number(request.body.amount);
    const wallet = text(request.body.merchantWallet, 'merchantWallet');
    const currencyType = request.body.currencyType === 'USDT-ERC20' ? 'USDT-ERC20' : 'USDT-TRC20';
    if (!(amount > 0)) throw new Failure(400, 'Amount must be a positive number');
    const now = Date.now();
    const row: Transaction = {
      id: randomUUID(),
      type: 'withdrawal',
      status: 'pending',
      amount: amount.toFixed(2),
      actualBalance: null,
      fee: '0.00',
      netAmount: amount.toFixed(2),
      currencyType,
      walletAddress: null,
      clientWallet: wallet,
      transactionId: `HB-${randomBytes(4).toString('hex').toUpperCase()}`,
      transactionHash: null,
      createdAt: now,
      updatedAt: now,
    };
    merchant.transactions.push(row);
    return ok('Withdrawal request submitted', payout(row));
  });

  // --- Complaints (withdrawal requests) ---
  on('GET', '/refund/merchant', (request) => {
    need(request, 'complaints-view');
    const { query } = request;
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status');
    const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
    const rows = merchant.complaints
      .filter((row) => !status || row.status === status)
      .filter((row) => !search || row.title.toLowerCase().includes(search))
      .sort((a, b) => direction * (a.submittedAt - b.submittedAt))
      .map(complaintRow);
    const list = paged(rows, query, 10);
    return { body: { success: true, message: 'Complaints', ...list } };
  });
  on('PUT', '/refund/merchant/:id', (request, [id]) => {
    need(request, 'complaints-view');
    const complaint = merchant.complaints.find((row) => row.id === id);
    if (!complaint) throw new Failure(404, 'Complaint not found');
    if (complaint.withdrawal.status !== 'pending') throw new Failure(409, 'Only a complaint whose withdrawal is pending can be updated');
    const resolved = request.body.action === 'approve';
    complaint.status = resolved ? 'resolved' : 'rejected';
    complaint.adminNotes = typeof request.body.adminNotes === 'string' ? request.body.adminNotes : null;
    return ok('Complaint updated');
  });

  // --- Sub-users ---
  on('GET', '/subusers', (request) => {
    const me = need(request, 'role-management');
    const rows = store.users.filter((user) => user.parentId === merchant.ownerId && user.id !== me.id).map(subUserRow);
    return ok('Sub-users', rows);
  });
  on('POST', '/subusers', (request) => {
    need(request, 'role-management');
    const email = text(request.body.email, 'Email').toLowerCase();
    if (store.users.some((user) => user.email === email)) throw new Failure(409, 'Email already exists');
    const role = request.body.role;
    if (role !== 'operation' && role !== 'super_operation' && role !== 'sub_merchant') throw new Failure(400, 'Unknown role');
    const password = text(request.body.password, 'Password');
    if (password.length < 6) throw new Failure(400, 'Password must be at least 6 characters long');
    store.users.push({
      id: randomUUID(),
      email,
      password,
      name: text(request.body.name, 'Name'),
      role,
      parentId: merchant.ownerId,
      status: 'active',
      emailCode: false,
      twoFactor: { enabled: false, type: null, verified: false, secret: null },
      createdAt: Date.now(),
    });
    return ok('User created successfully!');
  });
  on('PUT', '/subusers/:id', (request, [id]) => {
    const user = subUser(request, id);
    if (typeof request.body.password === 'string') {
      if (!can(request.user!, 'change-password')) throw new Failure(403, "You need 'change-password' permission for this call");
      if (request.body.password.length < 6) throw new Failure(400, 'Password must be at least 6 characters long');
      user.password = request.body.password;
      return ok('Password updated successfully!');
    }
    user.name = text(request.body.name, 'Name');
    user.email = text(request.body.email, 'Email').toLowerCase();
    const role = request.body.role;
    if (role === 'operation' || role === 'super_operation' || role === 'sub_merchant') user.role = role;
    return ok('User updated successfully!');
  });
  on('PATCH', '/subusers/:id/status', (request, [id]) => {
    const user = subUser(request, id);
    const status = request.body.status;
    if (status !== 'active' && status !== 'inactive' && status !== 'blocked') throw new Failure(400, 'Unknown status');
    user.status = status;
    return ok('Status updated successfully!');
  });
  on('POST', '/subusers/:id/toggle-2fa', (request, [id]) => {
    const user = subUser(request, id);
    if (request.body.enable === 'true') {
      const type = request.body.type2FA === 'EMAIL' ? 'EMAIL' : 'GOOGLE_AUTH';
      user.twoFactor = { enabled: true, type, verified: false, secret: type === 'GOOGLE_AUTH' ? newTotpSecret() : null };
    } else {
      user.twoFactor = { enabled: false, type: null, verified: false, secret: null };
    }
    return ok('Two-factor settings updated');
  });
  on('DELETE', '/subusers/2fa/:id', (request, [id]) => {
    subUser(request, id).twoFactor = { enabled: false, type: null, verified: false, secret: null };
    return ok('User deleted successfully!');
  });
  on('DELETE', '/subusers/:id', (request, [id]) => {
    const user = subUser(request, id);
    store.users = store.users.filter((candidate) => candidate !== user);
    return ok('User deleted successfully!');
  });

  // --- IP whitelist ---
  on('GET', '/ip-whitelist/:userId', (request, [userId]) => {
    needOwnId(request, userId);
    return ok('Server IPs', ipList());
  });
  on('POST', '/ip-whitelist/:userId/add', (request, [userId]) => {
    const user = needOwnId(request, userId);
    if (!isMain(user)) throw new Failure(403, 'Only the main merchant edits the IP whitelist');
    const ip = text(request.body.ip, 'IP address');
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) throw new Failure(400, 'Invalid IP address format');
    const existing = merchant.ips.find((entry) => entry.ipAddress === ip);
    if (existing) existing.status = 'active';
    else merchant.ips.push({ id: randomUUID(), ipAddress: ip, type: 'server', status: 'active' });
    return ok('Server IP added', ipList());
  });
  on('POST', '/ip-whitelist/:userId/update', (request, [userId]) => {
    const user = needOwnId(request, userId);
    if (!isMain(user)) throw new Failure(403, 'Only the main merchant edits the IP whitelist');
    const entry = merchant.ips.find((candidate) => candidate.ipAddress === request.body.ip);
    if (!entry) throw new Failure(404, 'IP not found');
    const status = request.body.status;
    if (status !== 'active' && status !== 'blocked' && status !== 'deleted') throw new Failure(400, 'Unknown status');
    entry.status = status;
    return ok('Server IP updated', ipList());
  });

  // --- Wallet service types ---
  on('GET', '/wallet-service-types/list', (request) => {
    need(request);
    const search = (request.query.get('search') ?? '').toLowerCase();
    const rows = merchant.walletServiceTypes.filter(
      (row) => !search || [row.userInfo.fullName, row.userInfo.email ?? '', row.description ?? ''].some((value) => value.toLowerCase().includes(search)),
    );
    const list = paged(rows, request.query, 10);
    return { body: { success: true, message: 'Wallet service types', ...list } };
  });
  on('GET', '/wallet-service-types/view/:id', (request, [id]) => {
    need(request);
    const row = merchant.walletServiceTypes.find((candidate) => candidate.id === id);
    if (!row) throw new Failure(404, 'Wallet service type not found');
    return ok('Wallet service type', row);
  });

  const api = async (request: Request): Promise<Reply> => {
    for (const [method, pattern, handler] of routes) {
      if (method !== request.method) continue;
      const match = pattern.exec(request.path);
      if (match) return handler(request, match.slice(1).map(decodeURIComponent));
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  };

  const sessionOf = (raw: IncomingMessage) => {
    const cookie = (raw.headers.cookie ?? '').split(';').map((part) => part.trim().split('='));
    const id = cookie.find(([name]) => name === SESSION_COOKIE)?.[1] ?? null;
    const session = id ? sessions.get(id) : undefined;
    if (!id || !session || session.expiresAt < Date.now()) return { sessionId: null, user: null };
    const user = userById(session.userId);
    if (!user || user.status !== 'active') return { sessionId: null, user: null };
    session.expiresAt = Date.now() + SESSION_TTL_MS;
    return { sessionId: id, user };
  };

  async function handle(raw: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(raw.url ?? '/', 'http://gateway.local');
    const method = raw.method ?? 'GET';
    if (url.pathname.startsWith('/__test/outbox/')) {
      const sent = outbox.get(decodeURIComponent(url.pathname.slice('/__test/outbox/'.length)).toLowerCase());
      return send(res, sent ? 200 : 404, { code: sent?.code ?? null });
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const isJson = (raw.headers['content-type'] ?? '').includes('application/json');
      let body: Record<string, unknown> = {};
      try {
        if (isJson) body = JSON.parse((await readBody(raw)).toString('utf8') || '{}');
      } catch {
        return send(res, 400, { success: false, message: 'The body is not valid JSON' });
      }
      try {
        const reply = await api({ method, path: url.pathname.slice(4), query: url.searchParams, body, raw, ...sessionOf(raw) });
        return send(res, reply.status ?? 200, reply.body, reply.cookie);
      } catch (error) {
        if (error instanceof Failure) return send(res, error.status, { success: false, message: error.message });
        console.error(error);
        return send(res, 500, { success: false, message: 'Internal error' });
      }
    }
    return serveStatic(res, distDir, url.pathname, method);
  }

  return (raw: IncomingMessage, res: ServerResponse) => {
    handle(raw, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { success: false, message: 'Internal error' });
    });
  };
}

function send(res: ServerResponse, status: number, body: unknown, cookie?: string): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(cookie ? { 'Set-Cookie': cookie } : {}),
  });
  res.end(payload);
}

function readBody(raw: IncomingMessage, limit = 6 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Failure(413, 'The body is too large'));
        raw.destroy();
        return;
      }
      chunks.push(chunk);
    });
    raw.on('end', () => resolve(Buffer.concat(chunks)));
    raw.on('error', reject);
  });
}

/** The text fields of a multipart/form-data body (files are ignored), or the JSON body's strings. */
async function multipartFields(raw: IncomingMessage, jsonBody: Record<string, unknown>): Promise<Record<string, string>> {
  const type = raw.headers['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (!type.startsWith('multipart/form-data') || !boundary) {
    return Object.fromEntries(Object.entries(jsonBody).map(([key, value]) => [key, String(value)]));
  }
  const body = (await readBody(raw)).toString('latin1');
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (!name || /filename="/.test(head)) continue;
    fields[name] = Buffer.from(part.slice(split + 4).replace(/\r\n$/, ''), 'latin1').toString('utf8');
  }
  return fields;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function serveStatic(res: ServerResponse, distDir: string, pathname: string, method: string): void {
  if (method !== 'GET' && method !== 'HEAD') return send(res, 404, { success: false, message: 'Not found' });
  const relative = pathname === '/' ? 'index.html' : decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = path.resolve(distDir, relative);
  if (!file.startsWith(path.resolve(distDir) + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    // No socket.io and no other route: the dashboard's additions find nothing here.
    return send(res, 404, { success: false, message: 'Not found' });
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': relative === 'index.html' ? 'no-cache' : 'public, max-age=3600',
  });
  res.end(method === 'HEAD' ? undefined : readFileSync(file));
}

function defaultDist(): string {
  return fileURLToPath(new URL('../../dist', import.meta.url));
}

export async function startGateway({ port = 0, host = '127.0.0.1', distDir }: GatewayOptions = {}): Promise<Gateway> {
  const store = createStore();
  const server: Server = createServer(createGateway(store, distDir));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    store,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const gateway = await startGateway({ port: Number(process.env.PORT ?? 4300), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Reference gateway on ${gateway.url}`);
}
