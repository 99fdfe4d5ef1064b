import { useTranslate, useUpdateMany } from 'react-admin';
import type { SubUserStatus } from '../../contract/subusers';
import { errorMessage } from '../../dataProvider/httpClient';
import { useRoleNotify } from './roleNotify';
import type { SubUserRow } from './SubUserRowControls';

/** Taking access away is sent at once (in an undo window the user could still sign in); its toast's Undo sends it back. */
export function useStatusChange() {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const [updateMany, { isPending }] = useUpdateMany<SubUserRow>();
  const m = (key: string) => translate(`app.subusers.messages.${key}`);
  const onError = (failure: unknown) => notify(errorMessage(failure, { failed: m('status_failed') }), 'error');

  const restore = (users: readonly SubUserRow[]) => {
    const former = new Map<SubUserStatus, SubUserRow['id'][]>();
    for (const user of users) former.set(user.status, [...(former.get(user.status) ?? []), user.id]);
    for (const [status, ids] of former) {
      updateMany('subusers', { ids, data: { status } }, { mutationMode: 'pessimistic', onSuccess: () => notify(m('status_updated'), 'success'), onError });
    }
  };

  const change = (users: readonly SubUserRow[], status: SubUserStatus, onSuccess?: () => void) => {
    const takesAccessAway = status !== 'active';
    updateMany(
      'subusers',
      { ids: users.map((user) => user.id), data: { status } },
      {
        mutationMode: takesAccessAway ? 'pessimistic' : 'undoable',
        onSuccess: () => {
          onSuccess?.();
          notify(m('status_updated'), 'success', takesAccessAway ? () => restore(users.filter((user) => user.status !== status)) : true);
        },
        onError,
      },
    );
  };

  return { change, isPending };
}
