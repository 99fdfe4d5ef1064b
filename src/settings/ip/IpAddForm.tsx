import { Button, Stack } from '@mui/material';
import { Form, TextInput, useCreate, useTranslate } from 'react-admin';
import { canonicalIp, checkIpFormat } from '../../../contract/ipWhitelist';
import { EmptyAfterAdd } from '../../common/AddRecordForm';
import { useBanner } from '../useBanner';
import { IP, IP_RESOURCE, type IpRow } from './ipWhitelist';

/** Add a server IP: the spec's format rules, then whether the whole whitelist lists it (the server answers 409 too). */
export function IpAddForm({ whitelist }: { whitelist: readonly IpRow[] }) {
  const translate = useTranslate();
  const { failed } = useBanner();
  const [create, { isPending, data: added }] = useCreate();
  const validateIp = (value: string | null) => {
    const problem = checkIpFormat(value ?? '');
    if (problem) return problem;
    const listed = whitelist.find((entry) => entry.ipAddress === canonicalIp(value ?? ''));
    return listed ? translate(`${IP}.${listed.status === 'blocked' ? 'already_blocked' : 'already_listed'}`, { ip: listed.ipAddress }) : undefined;
  };
  const add = ({ ip }: { ip?: string | null }) =>
    create(IP_RESOURCE, { data: { ip: (ip ?? '').trim() } }, { onError: failed(`${IP}.add_failed`) });
  return (
    <Form onSubmit={add} noValidate disableInvalidFormNotification>
      <EmptyAfterAdd added={added} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
        <TextInput source="ip" label={`${IP}.field`} validate={validateIp} placeholder="203.0.113.10" helperText={false} margin="none" fullWidth />
        <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {translate(`${IP}.add`)}
        </Button>
      </Stack>
    </Form>
  );
}
