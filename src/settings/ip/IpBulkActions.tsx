import { Button } from '@mui/material';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useBulkDeleteController, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { useBanner } from '../useBanner';
import { IP, IP_RESOURCE, type IpRow } from './ipWhitelist';

/** Bulk Block of the selected active entries (optimistic) and Remove (BulkDeleteButton's undoable controller). */
export function IpBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const { failed } = useBanner();
  const { selectedIds, data = [], onUnselectItems } = useListContext<IpRow>();
  const [updateMany, { isPending }] = useUpdateMany<IpRow>();
  const remove = useBulkDeleteController({ mutationMode: 'undoable', successMessage: `${IP}.removed`, mutationOptions: { onError: failed(`${IP}.remove_failed`) } });
  const active = data.filter((entry) => selectedIds.includes(entry.id) && entry.status === 'active');

  const block = () =>
    updateMany(
      IP_RESOURCE,
      { ids: active.map((entry) => entry.id), data: { status: 'blocked' } },
      {
        mutationMode: 'optimistic',
        onSuccess: () => {
          onUnselectItems();
          notify(`${IP}.blocked_many`, { type: 'success', messageArgs: { smart_count: active.length } });
        },
        onError: failed(`${IP}.status_failed`),
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
