import { randomBytes } from 'node:crypto';
import { tronAddressFromBytes } from '../../../contract/addresses';

/**
 * A TRC20 payout address that no other test, nor an earlier one on the same sandbox, has used: its 20 bytes are
 * random. Addresses built from `Date.now() % 256` met across files about once in 256 pairs, and then a grid's
 * `getByText(wallet)` found two payouts.
 */
export const freshTronAddress = (): string => tronAddressFromBytes(randomBytes(20));
