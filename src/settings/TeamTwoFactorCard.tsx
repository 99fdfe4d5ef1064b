import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from '@mui/material';
import { ListContextProvider, useDataProvider, useGetList, useList, useNotify, usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import { answerCanAccess } from '../../authProvider/access';
import type { GatewayDataProvider } from '../../dataProvider';
import type { PermissionSubject } from '../../contract/permissions';
import type { SubUser } from '../../contract/subusers';
import { DELAYS_MS } from '../../contract/constants';
import { errorMessage } from '../../dataProvider/httpClient';
import { ColumnCard, PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { LoadingStatus } from '../common/LoadingStatus';
import { RetryAlert } from '../common/RetryAlert';
import { SettingsCard } from './SettingsCard';

const S = 'app.settings.security';

type Member = SubUser & { id: string };

function twoFactorOf(user: SubUser, translate: TranslateFunction): string {
  const t = (key: string) => translate(`app.subusers.two_factor.${key}`);
  if (user.enabled2FA !== 'true') return translate('ra.message.no');
  const type = user.type2FA ? t(`types.${user.type2FA}`) : translate('ra.message.yes');
  return user.verified2FA === 'true' ? type : `${type} (${t('pending')})`;
}

/** The team's 2FA state and Role Management's 2FA dialog; here its toasts close after 2 s (001 section 9). */
export function TeamTwoFactorCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const toast = { autoHideDuration: DELAYS_MS.subUserToast };
  const { data: team, isPending, error, refetch } = useGetList<Member>('subusers', {
    pagination: { page: 1, perPage: 100 },
  });
  const [openId, setOpenId] = useState<string | null>(null);
  // Which rows to show: canAccess's own table per record, synchronously, as isRowSelectable asks it.
  const { permissions: subject } = usePermissions<PermissionSubject | null>();
  const users = subject ? (team ?? []).filter((user) => answerCanAccess(subject, 'subusers', 'two_factor', user)) : [];
  // The shown members as a list of their own, for the one record grid (cards on a phone).
  const list = useList<Member>({ data: users });
  const open = users.find((user) => user.id === openId);

  const { facts, columns } = useMemo(() => {
    const shown: RecordColumn<Member>[] = [
      { source: 'name', label: `${S}.team_columns.name`, minWidth: 140 },
      { source: 'role', label: `${S}.team_columns.role`, minWidth: 140, render: (user) => translate(`app.roles.${user.role}`, { _: user.role }) },
      { source: 'enabled2FA', label: `${S}.team_columns.two_factor`, minWidth: 180, render: (user) => twoFactorOf(user, translate) },
    ];
    const manage: RecordColumn<Member> = { source: 'manage', label: `${S}.team_manage`, minWidth: 160, render: (user) => <ManageButton user={user} onOpen={setOpenId} /> };
    return { facts: shown, columns: [...shown, manage] };
  }, [translate]);

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
        <ListContextProvider value={list}>
          <PhoneCardsOrGrid<Member>
            card={(user) => (
              <ColumnCard<Member> record={user} columns={facts} label={user.name}>
                <ManageButton user={user} onOpen={setOpenId} />
              </ColumnCard>
            )}
            grid={<RecordGrid<Member> columns={columns} label={`${S}.team_title`} storeKey="settings.team-two-factor" />}
          />
        </ListContextProvider>
      )}
      {open ? <SubUserTwoFactorDialog user={open} onClose={() => setOpenId(null)} onToggle={(body) => toggle({ id: String(open.id), body }).then(() => undefined, () => undefined)} /> : null}
    </SettingsCard>
  );
}

function ManageButton({ user, onOpen }: { user: Member; onOpen: (id: string) => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" sx={{ justifySelf: 'start' }} aria-label={translate(`${S}.team_manage_of`, { name: user.name })} onClick={() => onOpen(String(user.id))}>
      {translate(`${S}.team_manage`)}
    </Button>
  );
}
