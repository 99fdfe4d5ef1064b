import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  DataTable,
  FilterForm,
  Form,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useCanAccess,
  useCreate,
  useDelete,
  useDeleteMany,
  useGetIdentity,
  useGetList,
  useListContext,
  useNotify,
  useTranslate,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
} from 'react-admin';
import { canonicalIp, checkIpFormat, IP_MESSAGES, type IpStatus, type IpWhitelistEntry } from '../../contract/ipWhitelist';
import { errorMessage } from '../../dataProvider/httpClient';
import { useGatewayList } from '../common/list/useGatewayList';
import type { Banner } from './useBanner';

type IpRow = IpWhitelistEntry & { id: string };
type Notify = (severity: Banner['severity'], text: string) => void;
const Col = DataTable.Col<IpRow>;
const RESOURCE = 'ip-whitelist';
const PAGE_SIZE = 25;
/** The statuses a listed entry can have (deleted ones are hidden). */
const LISTED_STATUSES = ['active', 'blocked'] as const;

/**
 * Block and reactivate change the rows at once and then read the whitelist again (react-admin's
 * optimistic mode invalidates every getList of the resource: the page, and the whole list when it
 * is read apart); a failure puts the rows back.
 */
const OPTIMISTIC = { mutationMode: 'optimistic' } as const;

/** Search by address and the status, on react-admin's filter form (kept in the URL with sort and page). */
function IpFilters() {
  const translate = useTranslate();
  const filters = useMemo(
    () => [
      <TextInput key="q" source="q" label="app.settings.ip.filters.search" alwaysOn resettable />,
      <SelectInput
        key="status"
        source="status"
        label="app.settings.ip.filters.status"
        alwaysOn
        emptyText="app.settings.ip.filters.all"
        choices={LISTED_STATUSES.map((status) => ({ id: status, name: translate(`app.settings.ip.statuses.${status}`) }))}
      />,
    ],
    [translate],
  );
  return <FilterForm filters={filters} />;
}

/**
 * Removing is react-admin's undoable delete: the rows leave at once, the toast offers Undo, and the
 * status change to deleted goes out only when the toast closes.
 */
function useUndoableRemove(meta: { userId: string | null }, notify: Notify) {
  const translate = useTranslate();
  const raNotify = useNotify();
  const [remove] = useDelete<IpRow>();
  const [removeMany] = useDeleteMany<IpRow>();
  const options = (count: number, done?: () => void) => ({
    mutationMode: 'undoable' as const,
    onSuccess: () => {
      done?.();
      raNotify('app.settings.ip.removed', { undoable: true, messageArgs: { smart_count: count } });
    },
    onError: (failure: unknown) => notify('error', errorMessage(failure, { failed: translate('app.settings.ip.remove_failed') })),
  });
  return {
    one: (entry: IpRow) => remove(RESOURCE, { id: entry.id, previousData: entry, meta }, options(1)),
    many: (ids: string[], done: () => void) => removeMany(RESOURCE, { ids, meta }, options(ids.length, done)),
  };
}

/** Bulk Block and Remove of the selected entries (issue 14). */
function IpBulkActions({ meta, notify }: { meta: { userId: string | null }; notify: Notify }) {
  const translate = useTranslate();
  const raNotify = useNotify();
  const { selectedIds, data = [] } = useListContext<IpRow>();
  const unselectAll = useUnselectAll(RESOURCE);
  const remove = useUndoableRemove(meta, notify);
  const [updateMany, { isPending: busy }] = useUpdateMany<IpRow>();
  const selected = data.filter((entry) => selectedIds.includes(entry.id));
  const active = selected.filter((entry) => entry.status === 'active');

  const block = () =>
    updateMany(
      RESOURCE,
      { ids: active.map((entry) => entry.id), data: { status: 'blocked' }, meta },
      {
        ...OPTIMISTIC,
        onSuccess: () => {
          unselectAll();
          raNotify('app.settings.ip.blocked_many', { type: 'success', messageArgs: { smart_count: active.length } });
        },
        onError: (failure) => notify('error', errorMessage(failure, { failed: translate('app.settings.ip.status_failed') })),
      },
    );

  return (
    <>
      <Button size="small" startIcon={<Block />} disabled={busy || active.length === 0} onClick={() => void block()}>
        {translate('app.settings.ip.block')}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={() => remove.many(selected.map((entry) => entry.id), unselectAll)}>
        {translate('app.settings.ip.remove')}
      </Button>
    </>
  );
}

/** Empties the add form after each address the server took (the count goes up once per add). */
function ClearAfterAdd({ count }: { count: number }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (count > 0) reset({ ip: '' });
  }, [count, reset]);
  return null;
}

/**
 * The IP Restriction tab (001 sections 2.8, 4 and 5): the server whitelist on react-admin's list
 * controller (resource `ip-whitelist`; search, status filter, sort and page in the URL), add with
 * the format check, block, reactivate and remove (status deleted, then hidden; undoable), bulk block
 * and remove, and the banner shown while no IP is active. Changing the list needs api-credentials
 * (the server refuses the others), so without it the table is read-only and nothing can be selected.
 */
export function IpRestrictionTab({ notify }: { notify: Notify }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // authProvider.canAccess's answer for ip-whitelist/create: api-credentials, as the server checks.
  const { canAccess: editable = false } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const userId = identity?.id === undefined ? null : String(identity.id);
  const meta = { userId };
  const list = useGatewayList<IpRow>({ resource: RESOURCE, perPage: PAGE_SIZE, queryOptions: { enabled: userId !== null, retry: false, meta } });
  const { data, error, isPending, total, filterValues } = list;
  const [create, { isPending: adding }] = useCreate();
  const [update, { isPending: updating }] = useUpdate<IpRow>();
  const remove = useUndoableRemove(meta, notify);
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.settings.ip.${name}`, options);
  const busy = adding || updating;

  const entries = error ? [] : (data ?? []);
  const loaded = userId !== null && !isPending && !error;
  const filtered = Object.values(filterValues).some((value) => value !== undefined && value !== '');
  // The banner and the duplicate check are about the whole whitelist: when the screen shows a
  // filtered or paged part of it, the whole list is read as well; otherwise the page is the whole list.
  const partial = filtered || (total ?? 0) > PAGE_SIZE;
  const whole = useGetList<IpRow>(RESOURCE, { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, meta }, { enabled: loaded && partial, retry: false });
  const every = partial ? whole.data : entries;
  const [added, setAdded] = useState(0);
  // The spec's format rules (contract checkIpFormat), then an address already listed, which would
  // change nothing: say why (the server answers 409 as well).
  const validateIp = (value: string | null) => {
    const problem = checkIpFormat(value ?? '');
    if (problem) return problem;
    const listed = (every ?? entries).find((entry) => entry.ipAddress === canonicalIp(value ?? ''));
    return listed ? t(listed.status === 'blocked' ? 'already_blocked' : 'already_listed', { ip: listed.ipAddress }) : undefined;
  };
  const add = ({ ip }: { ip?: string | null }) => {
    if (!userId) return;
    create(
      RESOURCE,
      { data: { ip: (ip ?? '').trim() }, meta },
      {
        onSuccess: () => setAdded((count) => count + 1),
        onError: (failure) => notify('error', errorMessage(failure, { failed: t('add_failed') })),
      },
    );
  };
  const setStatus = (entry: IpRow, status: Exclude<IpStatus, 'deleted'>) =>
    update(
      RESOURCE,
      { id: entry.id, data: { status }, previousData: entry, meta },
      {
        ...OPTIMISTIC,
        onError: (failure) => notify('error', errorMessage(failure, { failed: t('status_failed') })),
      },
    );

  const action = (entry: IpRow, name: 'block' | 'reactivate' | 'remove', run: () => void) => (
    <Button size="small" color={name === 'remove' ? 'error' : 'primary'} disabled={busy} aria-label={t('action_for', { action: t(name), ip: entry.ipAddress })} onClick={run}>
      {t(name)}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('help')}</Typography>
      {error ? <Alert severity="error">{errorMessage(error, { failed: t('fetch_failed') })}</Alert> : null}
      {loaded && every && !every.some((entry) => entry.status === 'active') ? <Alert severity="warning">{IP_MESSAGES.noActive}</Alert> : null}
      {editable ? (
        <Form onSubmit={add} noValidate disableInvalidFormNotification>
          <ClearAfterAdd count={added} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
            <TextInput source="ip" label="app.settings.ip.field" validate={validateIp} placeholder="203.0.113.10" helperText={false} margin="none" fullWidth />
            <Button type="submit" variant="contained" disabled={busy || !userId} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
              {t('add')}
            </Button>
          </Stack>
        </Form>
      ) : (
        <Alert severity="info">{t('read_only')}</Alert>
      )}
      <ResourceContextProvider value={RESOURCE}>
        <ListContextProvider value={list}>
          {loaded && (entries.length > 0 || filtered) ? <IpFilters /> : null}
          {loaded && entries.length === 0 ? <Typography>{t(filtered ? 'no_match' : 'empty')}</Typography> : null}
          {entries.length > 0 ? (
            <Card variant="outlined">
              <DataTable<IpRow>
                size="small"
                rowClick={false}
                bulkActionButtons={editable ? <IpBulkActions meta={meta} notify={notify} /> : false}
                aria-label={t('title')}
                sx={{
                  '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
                  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
                }}
              >
                <Col source="ipAddress" label="app.settings.ip.columns.ip" />
                <Col
                  source="status"
                  label="app.settings.ip.columns.status"
                  render={(entry) => <Chip size="small" color={entry.status === 'active' ? 'success' : 'default'} label={t(`statuses.${entry.status}`)} />}
                />
                {editable ? (
                  <Col
                    source="actions"
                    label="app.settings.ip.columns.actions"
                    disableSort
                    render={(entry) => (
                      <>
                        {entry.status === 'active'
                          ? action(entry, 'block', () => setStatus(entry, 'blocked'))
                          : action(entry, 'reactivate', () => setStatus(entry, 'active'))}
                        {action(entry, 'remove', () => remove.one(entry))}
                      </>
                    )}
                  />
                ) : null}
              </DataTable>
              {total && total > PAGE_SIZE ? <Pagination rowsPerPageOptions={[PAGE_SIZE]} /> : null}
            </Card>
          ) : null}
        </ListContextProvider>
      </ResourceContextProvider>
    </Stack>
  );
}
