import type { Network } from '../../contract/constants';
import { WalletServiceTypeListQuery, type WalletServiceType, type WalletServiceTypePage } from '../../contract/walletServiceTypes';
import type { Queryable } from '../db/types';
import { notFound } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { IdParams, isUuid } from './params';

interface RecordRow {
  id: string;
  customer_id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  description: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

interface WalletRow {
  service_type_id: string;
  network: Network;
  address: string;
  is_active: boolean;
  generated_at: Date;
  total_deposit_amount: string;
  total_deposits: number;
  last_deposit_amount: string | null;
  last_deposit_at: Date | null;
  last_transaction_hash: string | null;
}

const RECORD_COLUMNS = 'id, customer_id, full_name, email, phone, description, is_active, created_at, updated_at';

/** LIKE matches the text literally: % and _ typed in the search box are not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The records with their wallets, in one query for the wallets of the whole page. */
async function withWallets(db: Queryable, rows: RecordRow[]): Promise<WalletServiceType[]> {
  const wallets = rows.length
    ? (
        await db.query<WalletRow>(
          `SELECT service_type_id, network, address, is_active, generated_at, total_deposit_amount::text, total_deposits,
                  last_deposit_amount::text, last_deposit_at, last_transaction_hash
             FROM wallet_service_type_wallets WHERE service_type_id = ANY($1::uuid[]) ORDER BY network`,
          [rows.map((row) => row.id)],
        )
      ).rows
    : [];
  return rows.map((row) => ({
    _id: row.id,
    userId: row.customer_id,
    userInfo: { fullName: row.full_name, email: row.email, phone: row.phone },
    description: row.description,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    wallets: wallets
      .filter((wallet) => wallet.service_type_id === row.id)
      .map((wallet) => ({
        walletNetwork: wallet.network,
        walletAddress: wallet.address,
        isActive: wallet.is_active,
        walletGeneratedAt: wallet.generated_at.toISOString(),
        totalDepositAmount: Number(wallet.total_deposit_amount),
        totalDeposits: wallet.total_deposits,
        lastDepositAmount: wallet.last_deposit_amount === null ? null : Number(wallet.last_deposit_amount),
        lastDepositAt: wallet.last_deposit_at?.toISOString() ?? null,
        lastTransactionHash: wallet.last_transaction_hash,
      })),
  }));
}

/** Wallet service types (001 sections 2.10 and 7), scoped to the caller's merchant; others' ids answer 404. */
export async function walletServiceTypeRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    '/wallet-service-types/list',
    { config: { auth: 'session' }, schema: { querystring: WalletServiceTypeListQuery } },
    async (request): Promise<WalletServiceTypePage> => {
      const { merchantId } = currentUser(request);
      const { page, limit, search } = request.query;
      const params: unknown[] = [merchantId];
      let where = 'merchant_id = $1';
      if (search) {
        params.push(likePattern(search));
        where += ` AND (full_name ILIKE $2 OR email ILIKE $2 OR phone ILIKE $2 OR customer_id ILIKE $2)`;
      }
      const [list, count] = await Promise.all([
        db.query<RecordRow>(
          `SELECT ${RECORD_COLUMNS} FROM wallet_service_types WHERE ${where}
            ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, (page - 1) * limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM wallet_service_types WHERE ${where}`, params),
      ]);
      const total = Number(count.rows[0].total);
      return {
        success: true,
        message: 'Wallet service types fetched',
        data: await withWallets(db, list.rows),
        pagination: { pages: Math.ceil(total / limit), total, page, limit },
      };
    },
  );

  app.get('/wallet-service-types/view/:id', { config: { auth: 'session' }, schema: { params: IdParams } }, async (request) => {
    const { merchantId } = currentUser(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound('Wallet service type not found');
    const { rows } = await db.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM wallet_service_types WHERE id = $1 AND merchant_id = $2`, [id, merchantId]);
    if (!rows[0]) throw notFound('Wallet service type not found');
    return { success: true, message: 'Wallet service type fetched', data: (await withWallets(db, rows))[0] };
  });
}
