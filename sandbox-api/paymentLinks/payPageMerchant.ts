import type { Queryable } from '../db/types';
import { sniffImageType } from '../profile/sniffImage';
import type { PayPageMerchant } from './hostedPage';

/**
 * The merchant's name (company name, else the owner's name) and the version of its logo, as the
 * payer's page shows them. The page links the logo (payPageLogoPath) instead of carrying its bytes:
 * up to 5 MB, 6.7 MB as base64, in every view of every link.
 */
export async function payPageMerchant(db: Queryable, merchantId: string): Promise<PayPageMerchant> {
  const { rows } = await db.query<{ name: string; logo_version: string | null }>(
    `SELECT COALESCE(NULLIF(trim(m.company_name), ''), u.name) AS name, md5(m.logo) AS logo_version
       FROM merchants m JOIN users u ON u.id = m.id WHERE m.id = $1`,
    [merchantId],
  );
  const row = rows[0];
  return { name: row?.name ?? '', logoVersion: row?.logo_version ?? null };
}

export interface PayPageLogo {
  bytes: Buffer;
  /** Read from the bytes (profile/sniffImage.ts), never the stored or uploaded type. */
  type: NonNullable<ReturnType<typeof sniffImageType>>;
  /** The MD5 of the bytes: the logo's version in the page's link and its ETag. */
  version: string;
}

/**
 * The logo of the merchant of one payment link, or null (no such link, no logo, or bytes that are
 * no image). Only the link's own merchant is reachable, and only its public logo.
 */
export async function payPageLogo(db: Queryable, linkId: string): Promise<PayPageLogo | null> {
  const { rows } = await db.query<{ logo: Uint8Array; version: string }>(
    `SELECT m.logo, md5(m.logo) AS version
       FROM transactions t JOIN merchants m ON m.id = t.merchant_id
      WHERE t.id = $1 AND t.type = 'deposit' AND t.wallet_address IS NOT NULL AND m.logo IS NOT NULL`,
    [linkId],
  );
  const row = rows[0];
  if (!row) return null;
  const type = sniffImageType(row.logo);
  return type ? { bytes: Buffer.from(row.logo), type, version: row.version } : null;
}
