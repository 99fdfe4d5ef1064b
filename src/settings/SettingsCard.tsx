import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { EditBase, type EditBaseProps, type RaRecord } from 'react-admin';
import { isMissingCall } from '../../dataProvider/httpClient';
import { LoadingStatus } from '../common/LoadingStatus';
import { RetryAlert } from '../common/RetryAlert';

type CardText = { title: string; help?: string | null };

export function SettingsCard({ title, help, children }: CardText & { children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} subheader={help} slotProps={{ title: { variant: 'h2', component: 'h2' }, subheader: { sx: { mt: 1 } } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

type SettingsRecordCardProps<R extends RaRecord> = CardText &
  Pick<EditBaseProps<R>, 'queryOptions' | 'mutationOptions' | 'transform'> & {
    /** A singleton resource (dataProvider/resources/singleton.ts): its one record's id is its name. */
    resource: string;
    loadFailed: string;
    loading?: string;
    /** The card's content once the record is read; a Form in it edits the record and saves it through EditBase. */
    children: (record: R) => ReactNode;
  };

/**
 * A settings card over a record of its own, in react-admin's EditBase (saved pessimistically, a refusal shown in its
 * Form): gone against a gateway without it, its read's failure with Retry, then its content. The whole team may read
 * the card (each says who edits, with useCanAccess), so EditBase's own edit-access check is off: the server refuses
 * a write from anyone else.
 */
export function SettingsRecordCard<R extends RaRecord>({ resource, title, help, loadFailed, loading = 'app.loading', children, queryOptions, ...edit }: SettingsRecordCardProps<R>) {
  return (
    <EditBase<R>
      resource={resource}
      id={resource}
      disableAuthentication
      mutationMode="pessimistic"
      // Its own failure states, not react-admin's "item does not exist" toast.
      queryOptions={{ ...queryOptions, onError: () => undefined }}
      {...edit}
      render={({ record, error, refetch }) =>
        isMissingCall(error) ? null : (
          <SettingsCard title={title} help={help}>
            {error ? <RetryAlert onRetry={refetch}>{loadFailed}</RetryAlert> : record ? children(record) : <LoadingStatus message={loading} inline />}
          </SettingsCard>
        )
      }
    />
  );
}
