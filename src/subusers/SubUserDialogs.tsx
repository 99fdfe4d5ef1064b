import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useCreate, useDataProvider, useDelete, useTranslate, useUpdate } from 'react-admin';
import type { SubUserRole } from '../../contract/permissions';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { SubUserTwoFactorDialog } from '../common/SubUserTwoFactorDialog';
import { useRoleNotify } from './roleNotify';
import { SubUserFormDialog } from './SubUserFormDialog';
import { SubUserPasswordDialog } from './SubUserPasswordDialog';
import type { RowAction, SubUserRow } from './SubUserRowControls';

/** The dialog Role Management shows: Add Sub-user, or one of a row's actions. */
export type SubUserModal = { kind: 'add' } | { kind: RowAction; user: SubUserRow } | null;

type TwoFactorCall = { kind: 'toggle'; id: string; body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' } } | { kind: 'delete'; id: string };

const S = 'app.subusers';

interface SubUserDialogsProps {
  modal: SubUserModal;
  onClose: () => void;
  /** The roles the user may give (canAccess subusers/create for a record of that role). */
  roles: readonly SubUserRole[];
  /** The team as last read, so the 2FA dialog shows a change once the list has it. */
  team: readonly SubUserRow[] | undefined;
}

/**
 * Role Management's writes (001 section 7): add, edit and password through react-admin's
 * useCreate/useUpdate on `subusers`, delete through useDelete, all pessimistic (the request goes
 * out at once and the dialog stays open on a failure); 2FA, which is not CRUD, through useMutation.
 * Each toasts the spec's message (2FA the server's, as the spec has none) or the server's failure.
 */
export function SubUserDialogs({ modal, onClose, roles, team }: SubUserDialogsProps) {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const [create] = useCreate<SubUserRow>();
  // A password goes out through update too (PUT /subusers/{id} with { password }).
  const [update] = useUpdate<SubUserRow & { password?: string }>();
  const [remove, { isPending: deleting }] = useDelete<SubUserRow>();
  const twoFactor = useMutation({
    mutationFn: (call: TwoFactorCall) => (call.kind === 'toggle' ? dataProvider.toggleSubUser2fa(call.id, call.body) : dataProvider.deleteSubUser2fa(call.id)),
    // The list holds each user's 2FA state; the gateway's answer to these calls does not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subusers', 'getList'] }),
  });
  const m = (key: string) => translate(`${S}.messages.${key}`);
  const PESSIMISTIC = { mutationMode: 'pessimistic', returnPromise: true } as const;

  /** Toasts the outcome of a write: `success` (or the server's message) and closes, or the failure. */
  const settle = (write: Promise<unknown>, success: string | null, fallback: string, close = true) =>
    write.then(
      (answer) => {
        const message = success ? m(success) : (answer as string | undefined);
        if (message) notify(message, 'success');
        if (close) onClose();
      },
      (failure: unknown) => notify(errorMessage(failure, { failed: m(fallback) }), 'error'),
    );

  if (modal === null) return null;
  if (modal.kind === 'add' || modal.kind === 'edit') {
    const user = modal.kind === 'edit' ? modal.user : null;
    return (
      <SubUserFormDialog
        user={user}
        roles={roles}
        onClose={onClose}
        onSubmit={(values) =>
          settle(
            user ? update('subusers', { id: user.id, data: values, previousData: user }, PESSIMISTIC) : create('subusers', { data: values }, PESSIMISTIC),
            user ? 'updated' : 'created',
            'save_failed',
          )
        }
      />
    );
  }
  const { user } = modal;
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
      title={deleting2fa ? `${S}.confirm.delete_2fa_title` : `${S}.confirm.delete_title`}
      content={deleting2fa ? `${S}.confirm.delete_2fa_body` : `${S}.confirm.delete_body`}
      contentTranslateOptions={{ name: user.name }}
      confirm={`${S}.confirm.confirm`}
      cancel={`${S}.confirm.cancel`}
      confirmColor="warning"
      onClose={onClose}
      onConfirm={() =>
        // 001 section 8: deleting 2FA also toasts 'User deleted successfully!'. Deleting a user is
        // not undoable: the request goes out on Confirm.
        void settle(
          deleting2fa ? twoFactor.mutateAsync({ kind: 'delete', id: user.id }) : remove('subusers', { id: user.id, previousData: user }, PESSIMISTIC),
          'deleted',
          deleting2fa ? 'toggle_2fa_failed' : 'delete_failed',
        )
      }
    />
  );
}
