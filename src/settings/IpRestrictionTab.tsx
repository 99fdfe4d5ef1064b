import { useState, type FormEvent } from 'react';
import { Alert, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { canonicalIp, checkIpFormat, IP_MESSAGES, type IpStatus, type IpWhitelistEntry } from '../../contract/ipWhitelist';
import { can } from '../../contract/permissions';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { useSessionPermissions } from '../common/useSessionPermissions';
import type { Banner } from './useBanner';

/**
 * The IP Restriction tab (001 sections 2.8, 4 and 5): the server whitelist, add with the format
 * check, block, reactivate and remove (status deleted, then hidden), and the banner shown while
 * no IP is active. Each call answers the updated list, which replaces the cached one. Deleted
 * entries are hidden here too, whatever the gateway returns. Changing the list needs
 * api-credentials (the server refuses the others), so without it the table is read-only.
 */
export function IpRestrictionTab({ notify }: { notify: (severity: Banner['severity'], text: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { subject } = useSessionPermissions();
  const editable = subject ? can(subject, 'manage_api_credentials') : false;
  const userId = identity?.id === undefined ? null : String(identity.id);
  const key = ['settings', 'ip-whitelist', userId] as const;
  const list = useQuery({ queryKey: key, queryFn: () => dataProvider.getIpWhitelist(userId as string), enabled: userId !== null, retry: false });
  const [ip, setIp] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.settings.ip.${name}`, options);

  const change = async (call: () => Promise<IpWhitelistEntry[]>, fallback: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(key, await call());
      return true;
    } catch (failure) {
      notify('error', errorMessage(failure, { failed: t(fallback) }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const entries = (list.data ?? []).filter((entry) => entry.status !== 'deleted');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkIpFormat(ip);
    if (problem) return notify('error', problem);
    // An address already listed would change nothing: say why (the server answers 409 as well).
    const listed = entries.find((entry) => entry.ipAddress === canonicalIp(ip));
    if (listed) return notify('error', t(listed.status === 'blocked' ? 'already_blocked' : 'already_listed', { ip: listed.ipAddress }));
    if (userId && (await change(() => dataProvider.addServerIp(userId, ip.trim()), 'add_failed'))) setIp('');
  };
  const setStatus = (entry: IpWhitelistEntry, status: IpStatus) =>
    userId && change(() => dataProvider.updateServerIp(userId, entry.ipAddress, status), status === 'deleted' ? 'remove_failed' : 'status_failed');

  const action = (entry: IpWhitelistEntry, name: 'block' | 'reactivate' | 'remove', status: IpStatus) => (
    <Button
      size="small"
      color={name === 'remove' ? 'error' : 'primary'}
      disabled={busy}
      aria-label={t('action_for', { action: t(name), ip: entry.ipAddress })}
      onClick={() => void setStatus(entry, status)}
    >
      {t(name)}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('help')}</Typography>
      {list.error ? <Alert severity="error">{errorMessage(list.error, { failed: t('fetch_failed') })}</Alert> : null}
      {list.isSuccess && !entries.some((entry) => entry.status === 'active') ? <Alert severity="warning">{IP_MESSAGES.noActive}</Alert> : null}
      {editable ? (
        <Stack component="form" noValidate onSubmit={add} direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
          <TextField label={t('field')} value={ip} onChange={(event) => setIp(event.target.value)} placeholder="203.0.113.10" fullWidth />
          <Button type="submit" variant="contained" disabled={busy || !userId} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
            {t('add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('read_only')}</Alert>
      )}
      {list.isSuccess && entries.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      {entries.length > 0 ? (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.ip')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              {editable ? <TableCell>{t('columns.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry._id}>
                <TableCell>{entry.ipAddress}</TableCell>
                <TableCell>
                  <Chip size="small" color={entry.status === 'active' ? 'success' : 'default'} label={t(`statuses.${entry.status}`)} />
                </TableCell>
                {editable ? (
                  <TableCell>
                    {entry.status === 'active' ? action(entry, 'block', 'blocked') : action(entry, 'reactivate', 'active')}
                    {action(entry, 'remove', 'deleted')}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
