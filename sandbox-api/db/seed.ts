import type { Role } from '../../contract/permissions';
import { hashPassword, SANDBOX_SCRYPT } from '../auth/password';
import { Prng } from '../lib/prng';
import type { SecretBox } from '../lib/secretBox';
import {
  complaints,
  creditsByNetwork,
  deposits,
  notifications,
  paymentIssues,
  payoutsAndRefunds,
  prngUuid,
  walletAddress,
  walletServiceTypes,
  type MerchantDataPlan,
  type Row,
} from './demoData';
import type { Db, Queryable } from './types';

/**
 * The demo accounts of DECISIONS.md section 2 and their data. Idempotent: an account that exists
 * is left alone, with everything it owns; a missing one is created with its data. The whole seed is
 * one transaction, so a crash never leaves half an account.
 */
export const DEMO_PASSWORD = 'Sandbox#2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  /** Email of the main merchant a sub-user belongs to. */
  parent?: string;
  /** What the account demonstrates, for the start-up banner and the README. */
  about: string;
  requiresLoginOtp?: boolean;
  totpSecret?: string;
  merchant?: { company: string; licence: string; phone: string; country: string; code: string; seed: number; scale: 'full' | 'small' | 'tiny' };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'merchant@sandbox.test',
    name: 'Maya Patel',
    role: 'merchant',
    about: 'main merchant: six months of deposits, payouts, complaints',
    merchant: { company: 'Blue Harbor Coffee Ltd', licence: 'LIC-GB-2024-00817', phone: '+44 20 7946 0321', country: 'United Kingdom', code: 'BHC', seed: 20_260_001, scale: 'full' },
  },
  { email: 'finance@sandbox.test', name: 'Farid Haddad', role: 'sub_merchant', parent: 'merchant@sandbox.test', about: 'sub-user of merchant@, Finance Role' },
  { email: 'superops@sandbox.test', name: 'Sofia Reyes', role: 'super_operation', parent: 'merchant@sandbox.test', about: 'sub-user of merchant@, Super Operation' },
  { email: 'ops@sandbox.test', name: 'Omar Nasser', role: 'operation', parent: 'merchant@sandbox.test', about: 'sub-user of merchant@, Operation' },
  {
    email: 'totp@sandbox.test',
    name: 'Tomas Berg',
    role: 'merchant',
    about: `merchant with authenticator 2FA (secret ${DEMO_TOTP_SECRET})`,
    totpSecret: DEMO_TOTP_SECRET,
    merchant: { company: 'Fjord Supplies AS', licence: 'LIC-NO-2023-11420', phone: '+47 21 55 01 42', country: 'Norway', code: 'FJS', seed: 20_260_005, scale: 'tiny' },
  },
  {
    email: 'otp@sandbox.test',
    name: 'Olga Ivanova',
    role: 'merchant',
    about: 'merchant whose sign-in always emails a code',
    requiresLoginOtp: true,
    merchant: { company: 'Amber Crafts OU', licence: 'LIC-EE-2025-00311', phone: '+372 5555 0199', country: 'Estonia', code: 'AMC', seed: 20_260_006, scale: 'tiny' },
  },
  {
    email: 'other@sandbox.test',
    name: 'Oscar Lindqvist',
    role: 'merchant',
    about: 'unrelated merchant with data of its own',
    merchant: { company: 'Northwind Games AB', licence: 'LIC-SE-2022-04561', phone: '+46 8 555 014 20', country: 'Sweden', code: 'NWG', seed: 20_260_007, scale: 'small' },
  },
];

const SCALES = {
  full: { deposits: 1500, payouts: 300, refunds: 40, complaints: 24, walletServiceTypes: 12, notifications: { count: 30, unread: 8 } },
  small: { deposits: 200, payouts: 40, refunds: 6, complaints: 6, walletServiceTypes: 3, notifications: { count: 10, unread: 3 } },
  tiny: { deposits: 30, payouts: 5, refunds: 0, complaints: 0, walletServiceTypes: 0, notifications: { count: 3, unread: 1 } },
} as const;

const SUB_USER_NOTIFICATIONS = { count: 6, unread: 2 };

const IP_WHITELIST: Record<string, { ip: string; status: 'active' | 'blocked' | 'deleted' }[]> = {
  'merchant@sandbox.test': [
    { ip: '203.0.113.10', status: 'active' },
    { ip: '203.0.113.24', status: 'blocked' },
    { ip: '198.51.100.7', status: 'deleted' },
  ],
  'other@sandbox.test': [{ ip: '198.51.100.20', status: 'active' }],
};

/** Column types of each bulk-inserted table, for jsonb_to_recordset. */
const COLUMNS = {
  transactions: {
    id: 'uuid', merchant_id: 'uuid', type: 'text', status: 'text', currency_type: 'text', amount: 'numeric',
    actual_balance: 'numeric', fee: 'numeric', net_amount: 'numeric', transaction_id: 'text', wallet_address: 'text',
    client_wallet: 'text', email: 'text', username: 'text', first_name: 'text', last_name: 'text', phone_number: 'text',
    reference_id: 'text', description: 'text', admin_notes: 'text', invoice_no: 'text', transaction_hash: 'text',
    blockchain_tx_hash: 'text', admin_transfer_tx_hash: 'text', blockchain_status: 'text', created_by: 'uuid',
    created_at: 'timestamptz', submitted_at: 'timestamptz', updated_at: 'timestamptz', processed_at: 'timestamptz',
    confirmed_at: 'timestamptz', expires_at: 'timestamptz',
  },
  complaints: {
    id: 'uuid', merchant_id: 'uuid', withdrawal_id: 'uuid', title: 'text', description: 'text', status: 'text',
    admin_notes: 'text', submitted_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  notifications: {
    id: 'uuid', user_id: 'uuid', type: 'text', title: 'text', body: 'text', message: 'text', is_read: 'boolean',
    created_at: 'timestamptz',
  },
  wallet_service_types: {
    id: 'uuid', merchant_id: 'uuid', customer_id: 'text', full_name: 'text', email: 'text', phone: 'text',
    description: 'text', is_active: 'boolean', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  payment_issues: {
    id: 'uuid', merchant_id: 'uuid', deposit_id: 'uuid', kind: 'text', currency_type: 'text', expected: 'numeric',
    received: 'numeric', status: 'text', resolution: 'text', note: 'text', resolved_by: 'uuid', resolved_by_email: 'text',
    resolved_at: 'timestamptz', created_at: 'timestamptz',
  },
  deposit_payments: {
    id: 'uuid', merchant_id: 'uuid', deposit_id: 'uuid', amount: 'numeric', transaction_hash: 'text', created_at: 'timestamptz',
  },
  wallet_service_type_wallets: {
    id: 'uuid', service_type_id: 'uuid', network: 'text', address: 'text', is_active: 'boolean',
    generated_at: 'timestamptz', total_deposit_amount: 'numeric', total_deposits: 'integer',
    last_deposit_amount: 'numeric', last_deposit_at: 'timestamptz', last_transaction_hash: 'text',
  },
} as const;

const BATCH = 1000;

/** One INSERT per batch of rows, passed as a single JSON parameter: fast on PGlite and on a server. */
async function insertRows(db: Queryable, table: keyof typeof COLUMNS, rows: Row[]): Promise<void> {
  const columns = Object.entries(COLUMNS[table]);
  const names = columns.map(([name]) => name).join(', ');
  const definitions = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${definitions})`, [
      JSON.stringify(rows.slice(start, start + BATCH)),
    ]);
  }
}

export interface SeedOptions {
  secrets: SecretBox;
  /** The moment the demo data is relative to; tests pin it. */
  now?: Date;
}

export interface SeedReport {
  created: string[];
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const now = (options.now ?? new Date()).getTime();
  const { rows: existing } = await db.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])', [
    DEMO_ACCOUNTS.map((account) => account.email),
  ]);
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return { created: [] };

  // One hash for every demo account: their password is public, so separate salts would protect
  // nothing, and each hash costs as much as a sign-in.
  const passwordHash = await hashPassword(DEMO_PASSWORD, SANDBOX_SCRYPT);

  const created: string[] = [];
  await db.transaction(async (tx) => {
    for (const account of missing) {
      const parentId = account.parent ? await userId(tx, account.parent) : null;
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (email, name, password_hash, role, parent_user_id, requires_login_otp,
                            two_factor_enabled, two_factor_type, two_factor_verified, two_factor_secret_encrypted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [
          account.email,
          account.name,
          passwordHash,
          account.role,
          parentId,
          account.requiresLoginOtp ?? false,
          Boolean(account.totpSecret),
          account.totpSecret ? 'GOOGLE_AUTH' : null,
          account.totpSecret ? options.secrets.encrypt(account.totpSecret) : null,
        ],
      );
      // Another process seeding at the same moment got there first.
      if (rows.length === 0) continue;
      if (account.merchant) await seedMerchant(tx, account, rows[0].id, now, options.secrets);
      else await seedSubUser(tx, account, rows[0].id, now);
      created.push(account.email);
    }
  });
  return { created };
}

/** FNV-1a of the email: a stable PRNG seed for accounts without a merchant profile. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

async function userId(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
  if (!rows[0]) throw new Error(`Seed order: ${email} must exist before its sub-users`);
  return rows[0].id;
}

async function seedSubUser(db: Queryable, account: DemoAccount, id: string, now: number): Promise<void> {
  const prng = new Prng(seedOf(account.email));
  await insertRows(db, 'notifications', notifications(prng, id, now, SUB_USER_NOTIFICATIONS.count, SUB_USER_NOTIFICATIONS.unread));
}

async function seedMerchant(db: Queryable, account: DemoAccount, id: string, now: number, secrets: SecretBox): Promise<void> {
  const profile = account.merchant!;
  const scale = SCALES[profile.scale];
  const prng = new Prng(profile.seed);
  const apiKey = `ak_sandbox_${prng.text(24, 'abcdefghijkmnopqrstuvwxyz0123456789')}`;
  const apiSecret = `sk_sandbox_${prng.text(40, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`;
  await db.query(
    `INSERT INTO merchants (id, company_name, licence_no, phone_no, country, api_key, api_secret_encrypted, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, profile.company, profile.licence, profile.phone, profile.country, apiKey, secrets.encrypt(apiSecret), new Date(now - 200 * 86_400_000)],
  );
  for (const network of ['USDT-TRC20', 'USDT-ERC20'] as const) {
    await db.query('INSERT INTO wallets (id, merchant_id, network, address) VALUES ($1, $2, $3, $4)', [
      prngUuid(prng),
      id,
      network,
      walletAddress(prng, network),
    ]);
  }
  for (const entry of IP_WHITELIST[account.email] ?? []) {
    await db.query('INSERT INTO ip_whitelist (merchant_id, ip_address, status) VALUES ($1, $2, $3)', [id, entry.ip, entry.status]);
  }

  const plan: MerchantDataPlan = {
    merchantId: id,
    payoutCreators: [id],
    code: profile.code,
    deposits: scale.deposits,
    payouts: scale.payouts,
    refunds: scale.refunds,
    complaints: scale.complaints,
    walletServiceTypes: scale.walletServiceTypes,
    transactionTimerMinutes: 10,
  };
  const depositRows = deposits(prng, plan, now);
  const outgoing = payoutsAndRefunds(prng, plan, now, creditsByNetwork(depositRows));
  await insertRows(db, 'transactions', [...depositRows, ...outgoing]);
  await insertRows(db, 'complaints', complaints(prng, plan, now, outgoing));
  await insertRows(db, 'notifications', notifications(prng, id, now, scale.notifications.count, scale.notifications.unread));
  const serviceTypes = walletServiceTypes(prng, plan, now);
  await insertRows(db, 'wallet_service_types', serviceTypes.records);
  await insertRows(db, 'wallet_service_type_wallets', serviceTypes.wallets);
  const issues = paymentIssues(prng, depositRows, now, { id, email: account.email });
  await insertRows(db, 'payment_issues', issues.issues);
  await insertRows(db, 'deposit_payments', issues.payments);
}
