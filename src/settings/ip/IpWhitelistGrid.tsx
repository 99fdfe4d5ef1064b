import { useMemo } from 'react';
import { Button, Card, Stack, Typography } from '@mui/material';
import { FilterForm, SelectInput, TextInput, useDeleteController, useListContext, useTranslate, useUpdate } from 'react-admin';
import type { IpStatus } from '../../../contract/ipWhitelist';
import { ListPager } from '../../common/list/ListPager';
import { RecordGrid, type RecordColumn } from '../../common/list/RecordGrid';
import { ColumnCard, PhoneCardsOrGrid } from '../../common/list/PhoneCardsOrGrid';
import { StatusPill } from '../../common/StatusPill';
import { IpBulkActions } from './IpBulkActions';
import { useBanner } from '../useBanner';
import { IP, IP_PAGE_SIZE, IP_RESOURCE, type IpRow } from './ipWhitelist';

const FILTERS = [
  <TextInput key="q" source="q" label={`${IP}.filters.search`} alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label={`${IP}.filters.status`}
    alwaysOn
    emptyText={`${IP}.filters.all`}
    choices={(['active', 'blocked'] as const).map((status) => ({ id: status, name: `${IP}.statuses.${status}` }))}
  />,
];

/** Block or Reactivate (optimistic: a failure puts the row back) and Remove (undoable). */
function IpRowActions({ entry }: { entry: IpRow }) {
  const translate = useTranslate();
  const { failed } = useBanner();
  const [update, { isPending: updating }] = useUpdate<IpRow>();
  const setStatus = (status: Exclude<IpStatus, 'deleted'>) =>
    update(
      IP_RESOURCE,
      { id: entry.id, data: { status }, previousData: entry },
      { mutationMode: 'optimistic', onError: failed(`${IP}.status_failed`) },
    );
  const remove = useDeleteController({
    record: entry,
    resource: IP_RESOURCE,
    redirect: false,
    successMessage: `${IP}.removed`,
    mutationOptions: { onError: failed(`${IP}.remove_failed`) },
  });
  const action = (name: 'block' | 'reactivate' | 'remove', run: () => void) => (
    <Button
      size="small"
      color={name === 'remove' ? 'error' : 'primary'}
      disabled={updating || remove.isPending}
      aria-label={translate(`${IP}.action_for`, { action: translate(`${IP}.${name}`), ip: entry.ipAddress })}
      onClick={run}
    >
      {translate(`${IP}.${name}`)}
    </Button>
  );
  return (
    <>
      {entry.status === 'active' ? action('block', () => setStatus('blocked')) : action('reactivate', () => setStatus('active'))}
      {action('remove', remove.handleDelete)}
    </>
  );
}

/** Without api-credentials (the server refuses the others) no Actions column and no selection. */
export function IpWhitelistGrid({ editable }: { editable: boolean }) {
  const translate = useTranslate();
  const { data, total } = useListContext<IpRow>();
  const columns = useMemo<RecordColumn<IpRow>[]>(
    () => [
      { source: 'ipAddress', label: `${IP}.columns.ip`, sortable: true },
      { source: 'status', label: `${IP}.columns.status`, sortable: true, render: (entry) => <StatusPill tone={entry.status === 'active' ? 'green' : 'grey'}>{translate(`${IP}.statuses.${entry.status}`)}</StatusPill> },
      ...(editable
        ? [{ source: 'actions', label: `${IP}.columns.actions`, minWidth: 220, render: (entry: IpRow) => <IpRowActions entry={entry} /> }]
        : []),
    ],
    [editable, translate],
  );
  // The same bulk actions over the grid, and over the cards on a phone (each card then has its checkbox).
  const bulkActions = editable ? <IpBulkActions /> : undefined;
  return (
    <Stack spacing={2}>
      <FilterForm filters={FILTERS} />
      {data?.length ? (
        <Card variant="outlined">
          <PhoneCardsOrGrid<IpRow>
            cardsSx={{ p: 2 }}
            bulkActionButtons={bulkActions}
            card={(entry) => <ColumnCard<IpRow> record={entry} columns={columns} label={entry.ipAddress} selectable={editable} />}
            grid={<RecordGrid<IpRow> columns={columns} label={`${IP}.title`} storeKey="ip-whitelist" bulkActionButtons={bulkActions} />}
          />
          {(total ?? 0) > IP_PAGE_SIZE ? <ListPager /> : null}
        </Card>
      ) : (
        <Typography>{translate(`${IP}.no_match`)}</Typography>
      )}
    </Stack>
  );
}
