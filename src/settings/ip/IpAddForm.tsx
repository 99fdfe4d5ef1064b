import { Button, Stack } from '@mui/material';
import { TextInput, useSaveContext, useTranslate } from 'react-admin';
import { canonicalIp, checkIpFormat } from '../../../contract/ipWhitelist';
import { AddRecordForm } from '../../common/AddRecordForm';
import { useBanner } from '../useBanner';
import { IP, IP_RESOURCE, type IpRow } from './ipWhitelist';

/** Add IP beside the field, disabled while it is sent (react-admin's SaveButton would also wait for a change, where an empty add says what is missing). */
function AddButton() {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  return (
    <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
      {translate(`${IP}.add`)}
    </Button>
  );
}

/** Add a server IP: the spec's format rules, then whether the whole whitelist lists it (the server answers 409 too). */
export function IpAddForm({ whitelist }: { whitelist: readonly IpRow[] }) {
  const translate = useTranslate();
  const { failed } = useBanner();
  const validateIp = (value: string | null) => {
    const problem = checkIpFormat(value ?? '');
    if (problem) return problem;
    const listed = whitelist.find((entry) => entry.ipAddress === canonicalIp(value ?? ''));
    return listed ? translate(`${IP}.${listed.status === 'blocked' ? 'already_blocked' : 'already_listed'}`, { ip: listed.ipAddress }) : undefined;
  };
  return (
    <AddRecordForm resource={IP_RESOURCE} transform={({ ip }: { ip?: string | null }) => ({ ip: (ip ?? '').trim() })} onError={failed(`${IP}.add_failed`)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
        <TextInput source="ip" label={`${IP}.field`} validate={validateIp} placeholder="203.0.113.10" helperText={false} margin="none" fullWidth />
        <AddButton />
      </Stack>
    </AddRecordForm>
  );
}
