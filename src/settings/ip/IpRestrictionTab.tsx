import { Alert, Stack, Typography } from '@mui/material';
import { LinearProgress, ListBase, useCanAccess, useGetList, useTranslate, WithListContext } from 'react-admin';
import { IP_MESSAGES } from '../../../contract/ipWhitelist';
import { errorMessage } from '../../../dataProvider/httpClient';
import { IpAddForm } from './IpAddForm';
import { IpWhitelistGrid } from './IpWhitelistGrid';
import { IP, IP_PAGE_SIZE, IP_RESOURCE, type IpRow } from './ipWhitelist';

/** The banner and the duplicate check read the whole whitelist (the gateway answers it whole), not the page shown. */
export function IpRestrictionTab() {
  const translate = useTranslate();
  const { canAccess: editable = false } = useCanAccess({ resource: IP_RESOURCE, action: 'create' });
  const { data: whitelist } = useGetList<IpRow>(IP_RESOURCE, { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } }, { retry: false });

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        {translate(`${IP}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${IP}.help`)}</Typography>
      {whitelist && !whitelist.some((entry) => entry.status === 'active') ? <Alert severity="warning">{IP_MESSAGES.noActive}</Alert> : null}
      {editable ? <IpAddForm whitelist={whitelist ?? []} /> : <Alert severity="info">{translate(`${IP}.read_only`)}</Alert>}
      <ListBase<IpRow>
        resource={IP_RESOURCE}
        perPage={IP_PAGE_SIZE}
        queryOptions={{ retry: false, onError: () => undefined }}
        loading={<LinearProgress />}
        error={
          <WithListContext
            render={({ error }) => <Alert severity="error">{errorMessage(error, { failed: translate(`${IP}.fetch_failed`) })}</Alert>}
          />
        }
        empty={<Typography>{translate(`${IP}.empty`)}</Typography>}
      >
        <IpWhitelistGrid editable={editable} />
      </ListBase>
    </Stack>
  );
}
