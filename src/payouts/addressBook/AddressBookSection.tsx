import { Typography } from '@mui/material';
import { DeleteButton, useNotify, useTranslate } from 'react-admin';
import { PAYOUT_ADDRESSES_RESOURCE, type PayoutAddressRecord } from '../../../contract/payoutAddresses';
import { errorMessage } from '../../../dataProvider/httpClient';
import { AddressCopy } from '../../common/AddressCopy';
import { formatDateTime } from '../../common/formatters';
import type { RecordColumn } from '../../common/list/RecordGrid';
import { RecordSection } from '../../common/list/RecordSection';
import { AddAddressForm } from './AddAddressForm';
import '../../i18n/payoutAddressBook';

const B = 'app.payouts.address_book';
const PER_PAGE = 25;

function StatusText({ entry }: { entry: PayoutAddressRecord }) {
  const translate = useTranslate();
  const active = entry.status === 'active';
  return (
    <Typography variant="body2" color={active ? 'success.main' : 'warning.main'} sx={{ whiteSpace: 'normal' }}>
      {active ? translate(`${B}.active`) : translate(`${B}.cooling_off`, { time: formatDateTime(entry.activeFrom) })}
    </Typography>
  );
}

function RemoveButton({ entry }: { entry: PayoutAddressRecord }) {
  const notify = useNotify();
  return (
    <DeleteButton
      record={entry}
      resource={PAYOUT_ADDRESSES_RESOURCE}
      mutationMode="pessimistic"
      redirect={false}
      label={`${B}.remove`}
      confirmTitle={`${B}.remove_title`}
      confirmContent={`${B}.remove_content`}
      contentTranslateOptions={{ label: entry.label, address: entry.address }}
      confirmColor="warning"
      mutationOptions={{
        onSuccess: () => notify(`${B}.removed`, { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      }}
    />
  );
}

const COLUMNS: RecordColumn<PayoutAddressRecord>[] = [
  { source: 'label', label: `${B}.columns.label`, sortable: true, minWidth: 140 },
  { source: 'currencyType', label: `${B}.columns.network`, sortable: true, minWidth: 120 },
  { source: 'address', label: `${B}.columns.address`, minWidth: 220, render: (entry) => <AddressCopy address={entry.address} copyLabel={`${B}.copy`} short /> },
  { source: 'activeFrom', label: `${B}.columns.status`, sortable: true, minWidth: 180, render: (entry) => <StatusText entry={entry} /> },
  { source: 'createdBy', label: `${B}.columns.added_by`, minWidth: 180, render: (entry) => entry.createdBy.email },
];
const REMOVE = { source: 'remove', label: `${B}.remove`, minWidth: 120, render: (entry) => <RemoveButton entry={entry} /> } satisfies RecordColumn<PayoutAddressRecord>;

/**
 * The payout address book (issue 28) on the Payout Requests screen: a grid of entries (cards on a phone)
 * for whoever sees payouts, Add and Remove for its keepers (authProvider/access.ts).
 */
export function AddressBookSection() {
  return (
    <RecordSection<PayoutAddressRecord>
      resource={PAYOUT_ADDRESSES_RESOURCE}
      prefix={B}
      columns={COLUMNS}
      remove={REMOVE}
      addForm={<AddAddressForm />}
      storeKey="payout-addresses.book"
      cardLabel={(entry) => entry.label}
      sort={{ field: 'label', order: 'ASC' }}
      perPage={PER_PAGE}
      headingVariant="h3"
    />
  );
}
