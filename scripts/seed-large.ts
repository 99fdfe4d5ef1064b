/**
 * `npm run seed:large -- --transactions N`: adds N realistic transactions to the main demo merchant
 * (merchant@sandbox.test), on the database the sandbox uses (DATABASE_URL, else PGlite in DATA_DIR).
 * It migrates and seeds the demo accounts first when needed. PGlite serves one process at a time,
 * so stop the sandbox before seeding its PGlite folder.
 *
 * N accepts 250000, 250_000, 250k or 1m.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../sandbox-api/config';
import { describeDatabase, openDatabase } from '../sandbox-api/db/connect';
import { seed } from '../sandbox-api/db/seed';
import { createSecretBox } from '../sandbox-api/lib/secretBox';
import { addLargeTransactions, parseRowCount } from '../sandbox-api/transactions/largeSeed';

const MAIN_MERCHANT = 'merchant@sandbox.test';

const { values } = parseArgs({ options: { transactions: { type: 'string' } } });
const count = parseRowCount(values.transactions ?? '');
if (count === null) {
  console.error('Usage: npm run seed:large -- --transactions N   (N like 100000, 100k or 1m)');
  process.exit(1);
}

const config = loadConfig();
const { db } = await openDatabase(config);
try {
  await seed(db, { secrets: createSecretBox(config.sessionSecret) });
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [MAIN_MERCHANT]);
  console.log(`Adding ${count.toLocaleString('en')} transactions to ${MAIN_MERCHANT} in ${describeDatabase(config)}`);
  const started = Date.now();
  await addLargeTransactions(db, {
    merchantId: rows[0].id,
    count,
    onBatch: (inserted) => console.log(`  ${inserted.toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`),
  });
  const { rows: total } = await db.query<{ count: number }>('SELECT count(*) AS count FROM transactions WHERE merchant_id = $1', [
    rows[0].id,
  ]);
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (with VACUUM ANALYZE); ${MAIN_MERCHANT} now has ` +
      `${total[0].count.toLocaleString('en')} transactions.`,
  );
} finally {
  await db.close();
}
