import { Alert, MenuItem, TextField } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWalletAddress } from '../../../contract/addresses';
import type { Network } from '../../../contract/constants';
import { PAYOUT_ADDRESSES_RESOURCE, payoutAddressKey, type PayoutAddressRecord } from '../../../contract/payoutAddresses';
import { PAYOUT_POLICY_RESOURCE, type PayoutPolicy } from '../../../contract/payoutPolicy';
import { shortenAddress } from '../../../contract/walletServiceTypes';
import '../../i18n/payoutAddressBook';

const B = 'app.payouts.address_book';
/** More than a team pays out to on one network; the picker is no place for paging. */
const ENTRIES = { page: 1, perPage: 100 };

/**
 * In the payout form, under the address: the address book's active entries of the chosen network fill
 * the field, and a valid address that is none of them is named for what the payout policy does to it.
 */
export function AddressBookPicker() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [network, typed] = useWatch<Record<'currencyType' | 'merchantWallet', string>>({ name: ['currencyType', 'merchantWallet'] }) as [Network, string | null];
  const { data: entries } = useGetList<PayoutAddressRecord>(
    PAYOUT_ADDRESSES_RESOURCE,
    { pagination: ENTRIES, sort: { field: 'label', order: 'ASC' }, filter: { currencyType: network, status: 'active' } },
    { retry: false },
  );
  // The policy's rule for an address outside the book; while it cannot be read, the form says nothing.
  const { data: policy } = useGetOne<PayoutPolicy & { id: string }>(PAYOUT_POLICY_RESOURCE, { id: PAYOUT_POLICY_RESOURCE }, { retry: false, staleTime: 60_000 });
  const rule = policy?.newAddress;
  const address = typed?.trim() ?? '';
  const chosen = entries?.find((entry) => payoutAddressKey(network, entry.address) === payoutAddressKey(network, address));
  const unlisted = entries && !chosen && isWalletAddress(network, address) && (rule === 'approval' || rule === 'refuse') ? rule : null;

  return (
    <>
      {entries?.length ? (
        <TextField
          select
          label={translate(`${B}.pick`)}
          value={chosen?.id ?? ''}
          onChange={(event) => {
            const picked = entries.find((entry) => entry.id === event.target.value);
            if (picked) setValue('merchantWallet', picked.address, { shouldDirty: true, shouldValidate: true });
          }}
        >
          {entries.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {`${entry.label} · ${shortenAddress(entry.address)}`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {unlisted ? (
        <Alert severity={unlisted === 'refuse' ? 'warning' : 'info'} role="status">
          {translate(`${B}.not_listed.${unlisted}`)}
        </Alert>
      ) : null}
    </>
  );
}
