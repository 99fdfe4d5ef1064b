import { useState } from 'react';
import { Button } from '@mui/material';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CanAccess, Confirm, useCanAccess, useCreate, useDataProvider, useDelete, useListContext, useTranslate, useUpdate } from 'react-admin';
import { SUB_USER_ROLES, type SubUserRole } from '../../contract/permissions';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { useRoleNotify } from './roleNotify';
import { SubUserFormDialog, SubUserPasswordDialog } from './SubUserFormDialog';
import type { RowAction, SubUserRow } from './SubUserRowControls';

export type SubUserModal = { kind: RowAction; user: SubUserRow } | null;

type TwoFactorCall = { kind: 'toggle'; id: string; body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' } } | { kind: 'delete'; id: string };

const S = 'app.subusers';
const PESSIMISTIC = { mutationMode: 'pessimistic', returnPromise: true } as const;

/** The roles the user may give: authProvider.canAccess to create a sub-user of each, in the spec's order. */
function useGivableRoles(): SubUserRole[] {
  // A role of its own in the record's id: react-admin keys the cached answer by the record's id.
  const ask = (role: SubUserRole) => ({ resource: 'subusers', action: 'create', record: { id: `new-${role}`, role } });
  const answers = [useCanAccess(ask('operation')), useCanAccess(ask('super_operation')), useCanAccess(ask('sub_merchant'))];
  return SUB_USER_ROLES.filter((_, index) => answers[index].canAccess);
}

/** Toasts the outcome of a write: `success` (or the server's message) and closes, or the failure. */
function useSettle(onClose: () => void) {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const m = (key: string) => translate(`${S}.messages.${key}`);
  return (write: Promise<unknown>, success: string | null, fallback: string, close = true) =>
    write.then(
      (answer) => {
        const message = success ? m(success) : (answer as string | undefined);
        if (message) notify(message, 'success');
        if (close) onClose();
      },
      (failure: unknown) => notify(errorMessage(failure, { failed: m(fallback) }), 'error'),
    );
}

export function AddSubUserButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const roles = useGivableRoles();
  const [create] = useCreate<SubUserRow>();
  const settle = useSettle(() => setOpen(false));
  return (
    <CanAccess resource="subusers" action="create">
      <Button variant="contained" startIcon={<PersonAddAlt1 />} onClick={() => setOpen(true)}>
        {translate(`${S}.add`)}
      </Button>
      {open ? (
        <SubUserFormDialog
          user={null}
          roles={roles}
          onClose={() => setOpen(false)}
          onSubmit={(values) => settle(create('subusers', { data: values }, PESSIMISTIC), 'created', 'save_failed')}
        />
      ) : null}
    </CanAccess>
  );
}

/** A row action's dialog (001 section 7), open on a failure; 2FA (not CRUD) toasts the server's message. */
export function SubUserDialogs({ modal, onClose }: { modal: SubUserModal; onClose: () => void }) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  // The team as last read, so the 2FA dialog shows a change once the list has it.
  const { data: team } = useListContext<SubUserRow>();
  const roles = useGivableRoles();
  // A password goes out through update too (PUT /subusers/{id} with { password }).
  const [update] = useUpdate<SubUserRow & { password?: string }>();
  const [remove, { isPending: deleting }] = useDelete<SubUserRow>();
  const twoFactor = useMutation({
    mutationFn: (call: TwoFactorCall) => (call.kind === 'toggle' ? dataProvider.toggleSubUser2fa(call.id, call.body) : dataProvider.deleteSubUser2fa(call.id)),
    // The list holds each user's 2FA state; the gateway's answer to these calls does not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subusers', 'getList'] }),
  });
  const settle = useSettle(onClose);

  if (modal === null) return null;
  const { user } = modal;
  if (modal.kind === 'edit') {
    return (
      <SubUserFormDialog
        user={user}
        roles={roles}
        onClose={onClose}
        onSubmit={(values) => settle(update('subusers', { id: user.id, data: values, previousData: user }, PESSIMISTIC), 'updated', 'save_failed')}
      />
    );
  }
  if (modal.kind === 'password') {
    return (
      <SubUserPasswordDialog
        user={user}
        onClose={onClose}
        onSubmit={(password) => settle(update('subusers', { id: user.id, data: { password }, previousData: user }, PESSIMISTIC), 'password_updated', 'password_failed')}
      />
    );
  }
  if (modal.kind === '2fa') {
    return (
      <SubUserTwoFactorDialog
        user={team?.find((row) => row.id === user.id) ?? user}
        onClose={onClose}
        onToggle={(body) => settle(twoFactor.mutateAsync({ kind: 'toggle', id: user.id, body }), null, 'toggle_2fa_failed', false)}
      />
    );
  }
  const deleting2fa = modal.kind === 'delete2fa';
  return (
    <Confirm
      isOpen
      loading={deleting || twoFactor.isPending}
      title={deleting2fa ? `${S}.actions.delete_2fa` : `${S}.confirm.delete_title`}
      content={deleting2fa ? `${S}.confirm.delete_2fa_body` : `${S}.confirm.delete_body`}
      contentTranslateOptions={{ name: user.name }}
      confirmColor="warning"
      onClose={onClose}
      onConfirm={() =>
        // 001 section 8: deleting 2FA also toasts 'User deleted successfully!'.
        void settle(
          deleting2fa ? twoFactor.mutateAsync({ kind: 'delete', id: user.id }) : remove('subusers', { id: user.id, previousData: user }, PESSIMISTIC),
          'deleted',
          deleting2fa ? 'toggle_2fa_failed' : 'delete_failed',
        )
      }
    />
  );
}
