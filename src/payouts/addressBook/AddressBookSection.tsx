import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { CanAccess, DeleteButton, ListBase, useCanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import { PAYOUT_ADDRESSES_RESOURCE, type PayoutAddressRecord } from '../../../contract/payoutAddresses';
import { errorMessage, isMissingAddition } from '../../../dataProvider/httpClient';
import { AddressCopy } from '../../common/AddressCopy';
import { FactList } from '../../common/FactList';
import { formatDateTime } from '../../common/formatters';
import { ListPager } from '../../common/list/ListPager';
import { PhoneCardsOrGrid } from '../../common/list/PhoneCardsOrGrid';
import { RecordGrid, type RecordColumn } from '../../common/list/RecordGrid';
import { EmptyNote } from '../../common/LoadingStatus';
import { AddAddressForm } from './AddAddressForm';
import '../../i18n/payoutAddressBook';

const B = 'app.payouts.address_book';
const PER_PAGE = 25;

function AddressCell({ entry }: { entry: PayoutAddressRecord }) {
  const translate = useTranslate();
  return <AddressCopy address={entry.address} copyLabel={translate(`${B}.copy`)} short />;
}

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
  { source: 'address', label: `${B}.columns.address`, minWidth: 220, render: (entry) => <AddressCell entry={entry} /> },
  { source: 'activeFrom', label: `${B}.columns.status`, sortable: true, minWidth: 180, render: (entry) => <StatusText entry={entry} /> },
  { source: 'createdBy', label: `${B}.columns.added_by`, minWidth: 180, render: (entry) => entry.createdBy.email },
];
const REMOVE: RecordColumn<PayoutAddressRecord> = { source: 'remove', label: `${B}.remove`, minWidth: 120, render: (entry) => <RemoveButton entry={entry} /> };

function AddressCard({ entry }: { entry: PayoutAddressRecord }) {
  const translate = useTranslate();
  // The grid's columns, each as its cell shows it (a plain column, the record's text).
  const facts = COLUMNS.map(({ label, source, render }) => ({
    label: translate(label),
    value: render ? render(entry) : String(entry[source as keyof PayoutAddressRecord]),
  }));
  return (
    <Card component="article" variant="outlined" aria-label={entry.label}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <FactList valueSx={{ minWidth: 0 }} facts={facts} />
        <RemoveButton entry={entry} />
      </CardContent>
    </Card>
  );
}

function AddressBook() {
  const translate = useTranslate();
  const { data, total, error, isPending, perPage } = useListContext<PayoutAddressRecord>();
  const { canAccess: mayRemove } = useCanAccess({ resource: PAYOUT_ADDRESSES_RESOURCE, action: 'delete' });
  // Against a gateway without the address book (404/405) the section is not there at all.
  if (isPending || (error && isMissingAddition(error))) return null;
  const rows = () => {
    if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (!data?.length) return <EmptyNote message={`${B}.empty`} />;
    return (
      <PhoneCardsOrGrid<PayoutAddressRecord>
        card={(entry) => <AddressCard entry={entry} />}
        grid={<RecordGrid<PayoutAddressRecord> columns={mayRemove ? [...COLUMNS, REMOVE] : COLUMNS} label={`${B}.title`} storeKey="payout-addresses.book" rowHeight="auto" />}
      />
    );
  };
  return (
    <Card component="section" aria-label={translate(`${B}.title`)}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h3" component="h2">
            {translate(`${B}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`${B}.intro`)}</Typography>
          {rows()}
          {(total ?? 0) > perPage ? <ListPager /> : null}
          <CanAccess resource={PAYOUT_ADDRESSES_RESOURCE} action="create">
            <AddAddressForm />
          </CanAccess>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The payout address book (issue 28) on the Payout Requests screen: a grid of entries (cards on a phone)
 * for whoever sees payouts, Add and Remove for its keepers (authProvider/access.ts). It sits beside the
 * screen's own list, so it keeps its sort and page out of the URL.
 */
export function AddressBookSection() {
  return (
    <ListBase<PayoutAddressRecord>
      resource={PAYOUT_ADDRESSES_RESOURCE}
      sort={{ field: 'label', order: 'ASC' }}
      perPage={PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <AddressBook />
    </ListBase>
  );
}
