import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { isWalletAddress } from './addresses';
import { NETWORKS, type Network } from './constants';
import type { PayoutApprovalPerson } from './payoutApprovals';
import { PAYOUT_ADDRESSES_RESOURCE } from './payoutAccess';
import { PAYOUT_MESSAGES } from './payouts';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * The payout address book (issue 28): the addresses a merchant's team pays out to. A new entry is
 * usable from `activeFrom`, the payout policy's coolingOffHours after it was added, so an account
 * taken over cannot add an address and drain the balance to it at once; the approvers hear of each
 * addition and removal. Under the policy's `newAddress` rule, a payout to an address that is not an
 * active entry is held for approval or refused. Served in react-admin's simple-REST dialect.
 */
export { PAYOUT_ADDRESSES_RESOURCE };
export const PAYOUT_ADDRESSES_PATH = `${API_V2_PREFIX}/${PAYOUT_ADDRESSES_RESOURCE}`;

/** cooling_off until activeFrom, active from then on: computed at each read, never stored. */
export const PAYOUT_ADDRESS_STATUSES = ['cooling_off', 'active'] as const;
export type PayoutAddressStatus = (typeof PAYOUT_ADDRESS_STATUSES)[number];

export interface PayoutAddressRecord {
  id: string;
  label: string;
  currencyType: Network;
  address: string;
  status: PayoutAddressStatus;
  /** ISO 8601: when the cooling-off period ends and payouts to it count as to a known address. */
  activeFrom: string;
  createdBy: PayoutApprovalPerson;
  createdAt: string;
}

export const PAYOUT_ADDRESS_LABEL_MAX = 100;
export const PAYOUT_ADDRESS_MAX_RANGE = 1000;
export const PAYOUT_ADDRESS_SORT_FIELDS = ['createdAt', 'activeFrom', 'label', 'currencyType'] as const;

export const PAYOUT_ADDRESS_MESSAGES = {
  notFound: 'Payout address not found',
  duplicate: (label: string) => `This address is already in the address book, as "${label}".`,
  /** The simulator's answer once it has ended an entry's cooling-off period. */
  coolingOffEnded: 'Cooling-off period ended: the address is active',
} as const;

/**
 * The one form of an address the book compares: an ERC20 address is hex, so its letter case (the
 * EIP-55 checksum) does not change which account it is; a TRC20 address is Base58, where case does.
 */
export const payoutAddressKey = (network: Network, address: string): string => (network === 'USDT-ERC20' ? address.toLowerCase() : address);

/** POST /api/v2/payout-addresses: the address is checked as POST /withdrawal checks a payout's. */
export const CreatePayoutAddress = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'is required: name the address, e.g. the exchange or the supplier')
      .max(PAYOUT_ADDRESS_LABEL_MAX, `must be at most ${PAYOUT_ADDRESS_LABEL_MAX} characters`),
    currencyType: z.enum(NETWORKS, 'must be USDT-TRC20 or USDT-ERC20'),
    address: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  })
  .superRefine((body, ctx) => {
    if (body.address && !isWalletAddress(body.currencyType, body.address)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: PAYOUT_MESSAGES.invalidAddress(body.currencyType) });
    }
  });
export type CreatePayoutAddress = z.infer<typeof CreatePayoutAddress>;

export const PayoutAddressListQuery = z.object({
  sort: sortParam(PAYOUT_ADDRESS_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(PAYOUT_ADDRESS_MAX_RANGE, [0, 24]),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: oneOrMany(idText, PAYOUT_ADDRESS_MAX_RANGE).optional(),
        currencyType: oneOrMany(z.enum(NETWORKS, `must be one of ${NETWORKS.join(', ')}`), PAYOUT_ADDRESS_MAX_RANGE).optional(),
        status: oneOrMany(z.enum(PAYOUT_ADDRESS_STATUSES, `must be one of ${PAYOUT_ADDRESS_STATUSES.join(', ')}`), PAYOUT_ADDRESS_MAX_RANGE).optional(),
      })
      .strict(),
  ).default({} as never),
});
export type PayoutAddressListQuery = z.infer<typeof PayoutAddressListQuery>;
