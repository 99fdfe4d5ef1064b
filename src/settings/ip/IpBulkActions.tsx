import { Button } from '@mui/material';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useBulkDeleteController, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { errorMessage } from '../../../dataProvider/httpClient';
import { IP, IP_RESOURCE, type IpRow, type Notify } from './ipWhitelist';

/** Bulk Block of the selected active entries (optimistic) and Remove (BulkDeleteButton's undoable controller). */
export function IpBulkActions({ notify }: { notify: Notify }) {
  const translate = useTranslate();
  const raNotify = useNotify();
  const { selectedIds, data = [], onUnselectItems } = useListContext<IpRow>();
  const [updateMany, { isPending }] = useUpdateMany<IpRow>();
  const failed = (key: string) => (failure: unknown) => notify('error', errorMessage(failure, { failed: translate(`${IP}.${key}`) }));
  const remove = useBulkDeleteController({ mutationMode: 'undoable', successMessage: `${IP}.removed`, mutationOptions: { onError: failed('remove_failed') } });
  const active = data.filter((entry) => selectedIds.includes(entry.id) && entry.status === 'active');

  const block = () =>
    updateMany(
      IP_RESOURCE,
      { ids: active.map((entry) => entry.id), data: { status: 'blocked' } },
      {
        mutationMode: 'optimistic',
        onSuccess: () => {
          onUnselectItems();
          raNotify(`${IP}.blocked_many`, { type: 'success', messageArgs: { smart_count: active.length } });
        },
        onError: failed('status_failed'),
      },
    );

  return (
    <>
      <Button size="small" startIcon={<Block />} disabled={isPending || active.length === 0} onClick={() => void block()}>
        {translate(`${IP}.block`)}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={isPending || remove.isPending} onClick={remove.handleDelete}>
        {translate(`${IP}.remove`)}
      </Button>
    </>
  );
}
