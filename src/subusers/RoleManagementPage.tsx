import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import {
  ColumnsButton,
  Confirm,
  FilterForm,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useDataProvider,
  useDelete,
  useNavigate,
  useTranslate,
} from 'react-admin';
import { isMainUser, manageableRoles, SUB_USER_ROLES } from '../../contract/permissions';
import { SUB_USER_STATUSES, type SubUser, type SubUserStatus } from '../../contract/subusers';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { useGatewayList } from '../common/list/useGatewayList';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PermissionGate } from '../common/PermissionGate';
import { useRecordAccess } from '../common/useRecordAccess';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { useRoleNotify } from './roleNotify';
import type { RowAction, SubUserRow } from './SubUserRowControls';
import { SubUserCards } from './SubUserCards';
import { SubUserTable } from './SubUserTable';
import { useStatusChange } from './useStatusChange';
import { SubUserFormDialog } from './SubUserFormDialog';
import { SubUserPasswordDialog } from './SubUserPasswordDialog';

const S = 'app.subusers';
export const ROLE_MANAGEMENT_PAGE_SIZE = 10;


type Modal = { kind: 'add' } | { kind: RowAction; user: SubUserRow } | null;

function RoleFilters() {
  const translate = useTranslate();
  const filters = useMemo(
    () => [
      <TextInput key="q" source="q" label={`${S}.filters.search`} alwaysOn resettable />,
      <SelectInput
        key="role"
        source="role"
        label={`${S}.filters.role`}
        alwaysOn
        emptyText={`${S}.filters.all`}
        choices={SUB_USER_ROLES.map((role) => ({ id: role, name: translate(`${S}.roles.${role}`) }))}
      />,
      <SelectInput
        key="status"
        source="status"
        label={`${S}.filters.status`}
        alwaysOn
        emptyText={`${S}.filters.all`}
        choices={SUB_USER_STATUSES.map((status) => ({ id: status, name: translate(`${S}.statuses.${status}`) }))}
      />,
    ],
    [translate],
  );
  return <FilterForm filters={filters} />;
}

/**
 * Role Management (001 section 2.7): the team on react-admin's list controller (resource
 * `subusers`; filters, sort and page in the URL), a DataTable with a remembered column chooser (cards on a phone),
 * the status dropdown (taking access away is sent at once with Undo, giving it back is undoable) and per-row actions, each shown only with its permission and only
 * for roles the caller may manage (contract canManageRole, the same rule the server applies), bulk
 * status, the modals, and react-admin's toasts at the top right for 3 s.
 */
export function RoleManagementPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { subject } = useSessionPermissions();
  // Each row's controls ask authProvider.canAccess about that sub-user: role-management, the
  // record's role among those the user may manage, and change-password for a password.
  const allowed = useRecordAccess('subusers');
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const list = useGatewayList<SubUserRow>({ resource: 'subusers', perPage: ROLE_MANAGEMENT_PAGE_SIZE, queryOptions: { retry: false } });
  const { data, error, isPending, refetch, total, filterValues } = list;
  const notify = useRoleNotify();
  const { change: changeStatus } = useStatusChange();
  const [remove] = useDelete<SubUserRow>();
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  const m = (key: string) => translate(`${S}.messages.${key}`);

  useEffect(() => {
    if (error) notify(m('fetch_failed'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per failed load
  }, [error]);

  if (!subject) return null;
  const roles = manageableRoles(subject);
  const mayTouch = (user: SubUser) => allowed('status', user);

  /**
   * Runs a change; on success toasts the spec's message (or, for 2FA, which has none, the server's)
   * and reloads; on failure toasts the server's message or the fallback.
   */
  const run = async (action: () => Promise<string | undefined>, success: string | null, fallback: string, close = true) => {
    setBusy(true);
    try {
      const answer = await action();
      const message = success ? m(success) : answer;
      if (message) notify(message, 'success');
      if (close) setModal(null);
      await refetch();
    } catch (failure) {
      notify(errorMessage(failure, { failed: m(fallback) }), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** Blocking or deactivating is sent at once, with Undo; giving access back is undoable (useStatusChange). */
  const setStatus = (user: SubUserRow, status: SubUserStatus) => changeStatus([user], status);

  /** Deleting stays confirmed and is not undoable: the request goes out on Confirm. */
  const deleteUser = (user: SubUserRow) => {
    setBusy(true);
    remove(
      'subusers',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(m('deleted'), 'success');
          setModal(null);
        },
        onError: (failure) => notify(errorMessage(failure, { failed: m('delete_failed') }), 'error'),
        onSettled: () => {
          setBusy(false);
          void refetch();
        },
      },
    );
  };

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };

  const content = () => {
    if (isPending) {
      return (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', p: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate(`${S}.loading`)}</Typography>
        </Stack>
      );
    }
    if (error) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate(`${S}.try_again`)}
            </Button>
          }
        >
          {m('fetch_failed')}
        </Alert>
      );
    }
    const filtered = Object.values(filterValues).some((value) => value !== undefined && value !== '');
    const controls = { mayTouch, allowed, busy, onOpen: (kind: RowAction, user: SubUserRow) => setModal({ kind, user }), onStatus: setStatus };
    const empty = <Typography sx={{ p: 4, textAlign: 'center' }}>{translate(filtered ? `${S}.no_match` : `${S}.empty`)}</Typography>;
    const pager = total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null;
    if (isPhone) {
      return (
        <>
          {data?.length ? <SubUserCards {...controls} /> : empty}
          {pager}
        </>
      );
    }
    return (
      <Card>
        <SubUserTable {...controls} empty={empty} />
        {pager}
      </Card>
    );
  };

  return (
    <PageContainer>
      <Button startIcon={<ArrowBack />} onClick={goBack} sx={{ mb: 1.5, ml: -1 }}>
        {translate(`${S}.back`)}
      </Button>
      <ResourceContextProvider value="subusers">
        <ListContextProvider value={list}>
          <PageHeader
            titleKey="app.subusers.title"
            subtitle={translate(`${S}.subtitle`)}
            actions={
              <Stack direction="row" spacing={1}>
                {isPhone ? null : <ColumnsButton />}
                <PermissionGate manageRole="any">
                  <Button variant="contained" startIcon={<PersonAddAlt1 />} onClick={() => setModal({ kind: 'add' })}>
                    {translate(`${S}.add`)}
                  </Button>
                </PermissionGate>
              </Stack>
            }
          />
          {isMainUser(subject) ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${S}.sub_user_banner`)}
            </Alert>
          )}
          <RoleFilters />
          <Box>{content()}</Box>
        </ListContextProvider>
      </ResourceContextProvider>

      {modal?.kind === 'add' || modal?.kind === 'edit' ? (
        <SubUserFormDialog
          user={modal.kind === 'edit' ? modal.user : null}
          roles={roles}
          onClose={() => setModal(null)}
          onSubmit={({ password, ...values }) =>
            modal.kind === 'edit'
              ? run(() => dataProvider.updateSubUser(modal.user._id, values), 'updated', 'save_failed')
              : run(() => dataProvider.createSubUser({ ...values, password: password ?? '' }), 'created', 'save_failed')
          }
        />
      ) : null}
      {modal?.kind === 'password' ? (
        <SubUserPasswordDialog
          user={modal.user}
          onClose={() => setModal(null)}
          onSubmit={(password) => run(() => dataProvider.changeSubUserPassword(modal.user._id, password), 'password_updated', 'password_failed')}
        />
      ) : null}
      {modal?.kind === '2fa' ? (
        <SubUserTwoFactorDialog
          user={data?.find((user) => user.id === modal.user.id) ?? modal.user}
          onClose={() => setModal(null)}
          onToggle={(body) => run(() => dataProvider.toggleSubUser2fa(modal.user._id, body), null, 'toggle_2fa_failed', false)}
        />
      ) : null}
      <Confirm
        isOpen={modal?.kind === 'delete' || modal?.kind === 'delete2fa'}
        loading={busy}
        title={modal?.kind === 'delete2fa' ? `${S}.confirm.delete_2fa_title` : `${S}.confirm.delete_title`}
        content={modal?.kind === 'delete2fa' ? `${S}.confirm.delete_2fa_body` : `${S}.confirm.delete_body`}
        contentTranslateOptions={{ name: modal && 'user' in modal ? modal.user.name : '' }}
        confirm={`${S}.confirm.confirm`}
        cancel={`${S}.confirm.cancel`}
        confirmColor="warning"
        onClose={() => setModal(null)}
        onConfirm={() => {
          if (!modal || !('user' in modal)) return;
          // 001 section 8: deleting 2FA also toasts 'User deleted successfully!'.
          if (modal.kind === 'delete2fa') void run(() => dataProvider.deleteSubUser2fa(modal.user._id), 'deleted', 'toggle_2fa_failed');
          else deleteUser(modal.user);
        }}
      />
    </PageContainer>
  );
}
