import type { Db } from '../db/types';

/**
 * Bulk demo transactions for load tests and a big-data dashboard (`npm run seed:large`,
 * `npm run bench:list`). PostgreSQL generates every row itself (INSERT ... SELECT FROM
 * generate_series), so a million rows cost a few statements instead of a million round trips.
 *
 * The mix resembles a busy merchant over the past year: about 62% deposits (2% top-ups), 30%
 * payouts and withdrawals, 6% refunds; 70% TRC20; confirmed deposits mostly paid exactly, some over
 * or under; valid-looking addresses and hashes for each network.
 */

const BATCH_SQL = `
INSERT INTO transactions (
  merchant_id, type, status, currency_type, amount, actual_balance, fee, net_amount, transaction_id,
  wallet_address, client_wallet, email, username, first_name, last_name, phone_number, reference_id,
  description, admin_notes, invoice_no, transaction_hash, blockchain_tx_hash, admin_transfer_tx_hash,
  blockchain_status, created_by, created_at, submitted_at, updated_at, processed_at, confirmed_at, expires_at)
SELECT
  $1, type, status, network, amount, actual_balance, fee,
  CASE WHEN settled THEN coalesce(actual_balance, amount) - fee END,
  -- The demo seed's id style (DEP-, PAY-, RFD-); 64 random bits keep a million ids apart.
  CASE WHEN deposit_side THEN 'DEP-' WHEN type = 'refund' THEN 'RFD-' ELSE 'PAY-' END || upper(substr(h1, 1, 16)),
  CASE WHEN deposit_side THEN address END,
  CASE WHEN NOT deposit_side THEN address END,
  CASE WHEN deposit_side THEN lower(first_name || '.' || last_name) || (who % 7) || '@example.com' END,
  CASE WHEN deposit_side THEN lower(first_name) || '_' || (who * 37 % 1000) END,
  CASE WHEN deposit_side THEN first_name END,
  CASE WHEN deposit_side THEN last_name END,
  CASE WHEN deposit_side THEN '+1555' || lpad((who * 7919 % 10000000)::text, 7, '0') END,
  'ORD-' || upper(substr(h3, 1, 10)),
  CASE type WHEN 'deposit' THEN 'Order payment' WHEN 'topup' THEN 'Wallet top-up' WHEN 'refund' THEN 'Customer refund'
    ELSE 'Supplier payout' END,
  CASE WHEN status = 'rejected' THEN 'Rejected: the destination wallet failed the compliance check' END,
  'INV-' || to_char(created_at, 'YYYYMMDD') || '-' || upper(substr(h1, 25, 6)),
  CASE WHEN settled THEN hash END,
  CASE WHEN settled THEN hash END,
  CASE WHEN settled AND NOT deposit_side THEN CASE network WHEN 'USDT-ERC20' THEN '0x' END || md5(h4) || md5(h2) END,
  CASE WHEN NOT deposit_side AND status IN ('completed', 'failed') THEN CASE status WHEN 'completed' THEN 'success' ELSE 'failed' END END,
  CASE WHEN NOT deposit_side THEN $1::uuid END,
  created_at,
  CASE WHEN NOT deposit_side THEN created_at END,
  updated_at,
  CASE WHEN NOT deposit_side AND status NOT IN ('pending', 'processing') THEN updated_at END,
  CASE WHEN deposit_side AND settled THEN updated_at END,
  CASE WHEN deposit_side THEN created_at + interval '10 minutes' END
FROM (
  SELECT *,
    status IN ('confirmed', 'completed', 'approved') AS settled,
    CASE WHEN status IN ('initiated', 'pending', 'processing') THEN created_at
      WHEN status = 'expired' THEN created_at + interval '10 minutes'
      ELSE least($2::timestamptz, created_at + r_delay * interval '30 minutes') END AS updated_at,
    CASE WHEN deposit_side AND status = 'confirmed' THEN
      CASE WHEN r_paid < 0.8 THEN amount
        WHEN r_paid < 0.9 THEN amount + round((r_paid * 20)::numeric, 2)
        ELSE greatest(0.01, amount - round(((r_paid - 0.9) * 200)::numeric, 2)) END
      WHEN type = 'topup' AND status = 'confirmed' THEN amount END AS actual_balance,
    CASE WHEN status IN ('confirmed', 'completed', 'approved') THEN round(amount * 0.01, 6) ELSE 0 END AS fee,
    CASE network WHEN 'USDT-TRC20'
      THEN 'T' || translate(substr(h2 || h3, 1, 33), '0123456789abcdef', '1a2B3c4D5e6F7g8H')
      ELSE '0x' || substr(h2 || h3, 1, 40) END AS address,
    CASE network WHEN 'USDT-ERC20' THEN '0x' ELSE '' END || h4 || h1 AS hash
  FROM (
    SELECT *,
      type IN ('deposit', 'topup') AS deposit_side,
      CASE
        WHEN type = 'deposit' THEN
          CASE WHEN r_status < 0.58 THEN 'confirmed' WHEN r_status < 0.78 THEN 'expired' WHEN r_status < 0.86 THEN 'failed'
            WHEN r_status < 0.92 THEN 'pending' WHEN r_status < 0.96 THEN 'api_failed'
            -- A deposit still waiting for payment is only a few minutes old; older ones have expired.
            WHEN created_at > $2::timestamptz - interval '10 minutes' THEN 'initiated' ELSE 'expired' END
        WHEN type = 'topup' THEN CASE WHEN r_status < 0.9 THEN 'confirmed' ELSE 'failed' END
        WHEN type = 'refund' THEN
          CASE WHEN r_status < 0.55 THEN 'completed' WHEN r_status < 0.75 THEN 'pending' WHEN r_status < 0.9 THEN 'rejected'
            ELSE 'failed' END
        ELSE
          CASE WHEN r_status < 0.65 THEN 'completed' WHEN r_status < 0.8 THEN 'pending' WHEN r_status < 0.9 THEN 'rejected'
            ELSE 'failed' END
      END AS status,
      CASE WHEN r_network < 0.7 THEN 'USDT-TRC20' ELSE 'USDT-ERC20' END AS network,
      round((5 + r_amount * r_amount * r_amount * 4995)::numeric, 2) AS amount,
      (ARRAY['Ava','Liam','Mia','Noah','Zoe','Omar','Lena','Ivan','Sara','Kenji','Priya','Diego'])[1 + who % 12] AS first_name,
      (ARRAY['Smith','Garcia','Chen','Khan','Novak','Silva','Tanaka','Muller','Okafor','Rossi'])[1 + who % 10] AS last_name
    FROM (
      SELECT
        $2::timestamptz - random() * interval '365 days' AS created_at,
        CASE WHEN r < 0.60 THEN 'deposit' WHEN r < 0.62 THEN 'topup' WHEN r < 0.82 THEN 'payout'
          WHEN r < 0.90 THEN 'withdrawal' WHEN r < 0.94 THEN 'withdraw' ELSE 'refund' END AS type,
        random() AS r_status, random() AS r_network, random() AS r_amount, random() AS r_paid, random() AS r_delay,
        floor(random() * 100000)::int AS who,
        md5(random()::text) AS h1, md5(random()::text) AS h2, md5(random()::text) AS h3, md5(random()::text) AS h4
      FROM (SELECT random() AS r FROM generate_series(1, $3)) AS draws
    ) AS drawn
  ) AS typed
) AS generated
-- Inserting in time order keeps the time-ordered list indexes appending instead of splitting pages.
ORDER BY created_at`;

const DEFAULT_BATCH = 50_000;

export async function addLargeTransactions(
  db: Db,
  options: { merchantId: string; count: number; now?: Date; batchSize?: number; onBatch?: (inserted: number) => void },
): Promise<void> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  for (let inserted = 0; inserted < options.count; ) {
    const size = Math.min(batchSize, options.count - inserted);
    await db.query(BATCH_SQL, [options.merchantId, now, size]);
    inserted += size;
    options.onBatch?.(inserted);
  }
  // Fresh statistics for the planner, and a visibility map so the list's key scans and the
  // counters' sums are index-only scans (PGlite has no autovacuum to do it later). Every batch
  // updated the day counters, so they need it as much as the rows do.
  await db.exec('VACUUM (ANALYZE) transactions, transaction_counts');
}

/** A row count from the command line: 250000, 250_000, 250k or 1m; null when it is none of these. */
export function parseRowCount(text: string): number | null {
  const match = /^(\d[\d_]*)([km]?)$/i.exec(text.trim());
  if (!match) return null;
  const count = Number(match[1].replaceAll('_', '')) * { '': 1, k: 1_000, m: 1_000_000 }[match[2].toLowerCase() as '' | 'k' | 'm'];
  return count > 0 ? count : null;
}
