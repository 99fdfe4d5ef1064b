import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { answerCanAccess } from '../../authProvider/access';
import type { GatewayDataProvider } from '../../dataProvider';
import type { PermissionSubject } from '../../contract/permissions';
import type { SubUser } from '../../contract/subusers';
import { DELAYS_MS } from '../../contract/constants';
import { errorMessage } from '../../dataProvider/httpClient';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { LoadingStatus } from '../common/LoadingStatus';
import { RetryAlert } from '../common/RetryAlert';
import { SettingsCard } from './SettingsCard';

const S = 'app.settings.security';

/** The team's 2FA state and Role Management's 2FA dialog; here its toasts close after 2 s (001 section 9). */
export function TeamTwoFactorCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const toast = { autoHideDuration: DELAYS_MS.subUserToast };
  const { data: team, isPending, error, refetch } = useGetList<SubUser & { id: string }>('subusers', {
    pagination: { page: 1, perPage: 100 },
  });
  const [openId, setOpenId] = useState<string | null>(null);
  // Which rows to show: canAccess's own table per record, synchronously, as isRowSelectable asks it.
  const { permissions: subject } = usePermissions<PermissionSubject | null>();
  const users = subject ? (team ?? []).filter((user) => answerCanAccess(subject, 'subusers', 'two_factor', user)) : [];
  const open = users.find((user) => user.id === openId);
  const twoFactorOf = (user: SubUser) => {
    const t = (key: string) => translate(`app.subusers.two_factor.${key}`);
    if (user.enabled2FA !== 'true') return translate('ra.message.no');
    const type = user.type2FA ? t(`types.${user.type2FA}`) : translate('ra.message.yes');
    return user.verified2FA === 'true' ? type : `${type} (${t('pending')})`;
  };

  const queryClient = useQueryClient();
  const { mutateAsync: toggle } = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Parameters<GatewayDataProvider['toggleSubUser2fa']>[1] }) => dataProvider.toggleSubUser2fa(id, body),
    onSuccess: (message) => (message ? notify(message, { ...toast, type: 'success' }) : undefined),
    onError: (failure) =>
      notify(errorMessage(failure, { failed: translate('app.subusers.messages.toggle_2fa_failed') }), { ...toast, type: 'error' }),
    // The team list holds each user's 2FA state; the toggle's answer does not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subusers', 'getList'] }),
  });

  return (
    <SettingsCard title={translate(`${S}.team_title`)} help={translate(`${S}.team_help`)}>
      {isPending ? (
        <LoadingStatus message="app.subusers.loading" inline />
      ) : error ? (
        <RetryAlert onRetry={refetch}>
          {translate('app.subusers.messages.fetch_failed')}
        </RetryAlert>
      ) : users.length === 0 ? (
        <Typography color="text.secondary">{translate('app.subusers.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${S}.team_title`)}>
          <TableHead>
            <TableRow>
              {(['name', 'role', 'two_factor'] as const).map((column) => (
                <TableCell key={column}>{translate(`${S}.team_columns.${column}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.name}</TableCell>
                <TableCell>{translate(`app.roles.${user.role}`, { _: user.role })}</TableCell>
                <TableCell>{twoFactorOf(user)}</TableCell>
                <TableCell align="right">
                  <Button size="small" aria-label={translate(`${S}.team_manage_of`, { name: user.name })} onClick={() => setOpenId(String(user.id))}>
                    {translate(`${S}.team_manage`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open ? <SubUserTwoFactorDialog user={open} onClose={() => setOpenId(null)} onToggle={(body) => toggle({ id: String(open.id), body }).then(() => undefined, () => undefined)} /> : null}
    </SettingsCard>
  );
}
