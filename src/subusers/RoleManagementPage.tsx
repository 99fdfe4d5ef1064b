import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { useNavigate, useTranslate } from 'react-admin';
import { canManageRole, hasPermission, isMainUser, manageableRoles } from '../../contract/permissions';
import { SUB_USER_STATUSES, type SubUser, type SubUserStatus } from '../../contract/subusers';
import { errorMessage } from '../../dataProvider/httpClient';
import { formatDateTime } from '../common/formatters';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PermissionGate } from '../common/PermissionGate';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { ConfirmDialog } from './ConfirmDialog';
import { useRoleToast } from './RoleToast';
import { SubUserFormDialog } from './SubUserFormDialog';
import { SubUserPasswordDialog } from './SubUserPasswordDialog';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { useSubUsers } from './useSubUsers';

type Modal =
  | { kind: 'add' }
  | { kind: 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa'; user: SubUser }
  | null;

/**
 * Role Management (001 section 2.7): the team table with its status dropdown and per-row actions,
 * each shown only with its permission and only for roles the caller may manage (contract
 * canManageRole, the same rule the server applies), the modals, and top-right toasts.
 */
export function RoleManagementPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { subject } = useSessionPermissions();
  const { data: users, isPending, error, refetch, reload, dataProvider } = useSubUsers();
  const toast = useRoleToast();
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  const m = (key: string) => translate(`app.subusers.messages.${key}`);

  useEffect(() => {
    if (error) toast.show({ severity: 'error', message: m('fetch_failed') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per failed load
  }, [error]);

  if (!subject) return null;
  const roles = manageableRoles(subject);
  const mayManage = hasPermission(subject, 'role-management');
  const mayChangePassword = hasPermission(subject, 'change-password');

  /**
   * Runs a change; on success toasts the spec's message (or, for 2FA, which has none, the server's)
   * and reloads; on failure toasts the server's message or the fallback.
   */
  const run = async (action: () => Promise<string | undefined>, success: string | null, fallback: string, close = true) => {
    setBusy(true);
    try {
      const answer = await action();
      const message = success ? m(success) : answer;
      if (message) toast.show({ severity: 'success', message });
      if (close) setModal(null);
      await reload();
    } catch (failure) {
      toast.show({ severity: 'error', message: errorMessage(failure, { failed: m(fallback) }) });
    } finally {
      setBusy(false);
    }
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
          <Typography>{translate('app.subusers.loading')}</Typography>
        </Stack>
      );
    }
    if (error) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()}>
              {translate('app.subusers.try_again')}
            </Button>
          }
        >
          {m('fetch_failed')}
        </Alert>
      );
    }
    if (!users?.length) return <Typography sx={{ p: 4, textAlign: 'center' }}>{translate('app.subusers.empty')}</Typography>;
    return (
      <TableContainer component={Card}>
        <Table aria-label={translate('app.subusers.title')}>
          <TableHead>
            <TableRow>
              {['sr_no', 'name', 'email', 'role', 'status', 'created', 'actions'].map((column) => (
                <TableCell key={column}>{translate(`app.subusers.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user, index) => (
              <UserRow
                key={user._id}
                index={index}
                user={user}
                manageable={canManageRole(subject, user.role)}
                mayManage={mayManage}
                mayChangePassword={mayChangePassword}
                busy={busy}
                onStatus={(status) => run(() => dataProvider.setSubUserStatus(user._id, status), 'status_updated', 'status_failed')}
                onOpen={(kind) => setModal({ kind, user })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <PageContainer>
      <Button startIcon={<ArrowBack />} onClick={goBack} sx={{ mb: 1.5, ml: -1 }}>
        {translate('app.subusers.back')}
      </Button>
      <PageHeader
        titleKey="app.subusers.title"
        subtitle={translate('app.subusers.subtitle')}
        actions={
          <PermissionGate manageRole="any">
            <Button variant="contained" startIcon={<PersonAddAlt1 />} onClick={() => setModal({ kind: 'add' })}>
              {translate('app.subusers.add')}
            </Button>
          </PermissionGate>
        }
      />
      {isMainUser(subject) ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.subusers.sub_user_banner')}
        </Alert>
      )}
      <Box>{content()}</Box>

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
          user={users?.find((user) => user._id === modal.user._id) ?? modal.user}
          onClose={() => setModal(null)}
          onToggle={(body) => run(() => dataProvider.toggleSubUser2fa(modal.user._id, body), null, 'toggle_2fa_failed', false)}
        />
      ) : null}
      <ConfirmDialog
        open={modal?.kind === 'delete' || modal?.kind === 'delete2fa'}
        title={translate(modal?.kind === 'delete2fa' ? 'app.subusers.confirm.delete_2fa_title' : 'app.subusers.confirm.delete_title')}
        body={translate(modal?.kind === 'delete2fa' ? 'app.subusers.confirm.delete_2fa_body' : 'app.subusers.confirm.delete_body', {
          name: modal && 'user' in modal ? modal.user.name : '',
        })}
        busy={busy}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          if (!modal || !('user' in modal)) return;
          const id = modal.user._id;
          // 001 section 8: deleting 2FA also toasts 'User deleted successfully!'.
          if (modal.kind === 'delete2fa') void run(() => dataProvider.deleteSubUser2fa(id), 'deleted', 'toggle_2fa_failed');
          else void run(() => dataProvider.deleteSubUser(id), 'deleted', 'delete_failed');
        }}
      />
      {toast.element}
    </PageContainer>
  );
}

interface UserRowProps {
  index: number;
  user: SubUser;
  /** Whether the caller may act on this user's role at all. */
  manageable: boolean;
  mayManage: boolean;
  mayChangePassword: boolean;
  busy: boolean;
  onStatus: (status: SubUserStatus) => void;
  onOpen: (kind: 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa') => void;
}

function UserRow({ index, user, manageable, mayManage, mayChangePassword, busy, onStatus, onOpen }: UserRowProps) {
  const translate = useTranslate();
  const label = (action: string) =>
    translate('app.subusers.actions.for', { action: translate(`app.subusers.actions.${action}`), name: user.name });
  const action = (kind: 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa', key: string, color: 'primary' | 'error' = 'primary', disabled = false) => (
    <Button size="small" color={color} aria-label={label(key)} disabled={disabled || busy} onClick={() => onOpen(kind)}>
      {translate(`app.subusers.actions.${key}`)}
    </Button>
  );
  const manage = manageable && mayManage;
  return (
    <TableRow>
      <TableCell>{index + 1}</TableCell>
      <TableCell>{user.name}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{translate(`app.subusers.roles.${user.role}`, { _: user.role })}</TableCell>
      <TableCell>
        <Select
          size="small"
          value={user.status}
          disabled={!manage || busy}
          inputProps={{ 'aria-label': translate('app.subusers.status_of', { name: user.name }) }}
          onChange={(event) => onStatus(event.target.value as SubUserStatus)}
        >
          {SUB_USER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`app.subusers.statuses.${status}`)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell>{formatDateTime(user.createdAt)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {manage ? action('edit', 'edit') : null}
          {manageable && mayChangePassword ? action('password', 'password') : null}
          {manage ? action('2fa', 'manage_2fa') : null}
          {manage ? action('delete2fa', 'delete_2fa', 'error', user.enabled2FA !== 'true') : null}
          {manage ? action('delete', 'delete', 'error') : null}
        </Box>
      </TableCell>
    </TableRow>
  );
}
