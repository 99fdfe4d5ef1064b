import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Confirm, Form, SaveButton, TextInput, maxLength, required, useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PAYOUT_APPROVAL_REASON_MAX, type PayoutApprovalDecision, type PayoutApprovalRecord } from '../../../contract/payoutApprovals';
import { errorMessage } from '../../../dataProvider/httpClient';
import type { ComposedDataProvider } from '../../providers';
import { focusWhenGone } from '../../common/focusWhenGone';

const A = 'app.payouts.approvals';
const DONE: Record<PayoutApprovalDecision, string> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };

/** The list's title (the section's) and the page's (the nearest h1 above the row). */
function titlesAbove(row: HTMLElement | null): (HTMLElement | null)[] {
  let page: HTMLElement | null = null;
  for (let node = row?.parentElement; node && !page; node = node.parentElement) page = node.querySelector('h1');
  return [row?.closest('section')?.querySelector<HTMLElement>('#awaiting-approval') ?? null, page];
}

/**
 * The requester's own request says who it waits for and may be cancelled; anyone else with the permission approves or
 * rejects with a reason. The server holds the same rule and asks for a step-up (the layout's dialog).
 */
export function ApprovalActions({ request }: { request: PayoutApprovalRecord }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  // A request decided here leaves the list with the button that had the focus, which fell to <body> (issue 30): it goes
  // to the list's title, or to the page's once the list is empty and gone. Both found from the row as it is decided,
  // not by a search of the whole document, which can meet another page's title.
  const titles = useRef<(HTMLElement | null)[] | null>(null);
  useEffect(() => () => void (titles.current && focusWhenGone(() => titles.current?.find((title) => title?.isConnected))), []);
  // A decision ends as react-admin's own writes do: a toast, and every list (this one, the history) read again.
  const { mutateAsync, isPending: busy } = useMutation({
    mutationFn: ({ decision, reason }: { decision: PayoutApprovalDecision; reason?: string }) =>
      dataProvider.decidePayoutApproval(request.id, decision, reason === undefined ? undefined : { reason }),
    onSuccess: (_, { decision }) => {
      notify(`${A}.${DONE[decision]}`, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  // A failure keeps the dialog and its reason as typed (its toast is the mutation's). Decided from the click: the row
  // may leave before the answer, when the list is read again meanwhile.
  const decide = (decision: PayoutApprovalDecision, reason?: string) => {
    titles.current = titlesAbove(actions.current);
    return mutateAsync({ decision, reason }).then(
      () => setAsking(null),
      () => void (titles.current = null),
    );
  };

  if (identity && request.requestedBy.id === identity.id) {
    return (
      <Stack ref={actions} useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${A}.own`)}
        </Typography>
        <Button size="small" disabled={busy} onClick={() => setAsking('cancel')}>
          {translate(`${A}.cancel_request`)}
        </Button>
        <Confirm
          isOpen={asking === 'cancel'}
          loading={busy}
          title={`${A}.cancel_title`}
          content={`${A}.cancel_body`}
          confirm={`${A}.cancel_request`}
          onClose={() => setAsking(null)}
          onConfirm={() => void decide('cancel')}
        />
      </Stack>
    );
  }
  return (
    <Stack ref={actions} direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void decide('approve')}>
        {translate(`${A}.approve`)}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setAsking('reject')}>
        {translate(`${A}.reject`)}
      </Button>
      <Dialog open={asking === 'reject'} onClose={() => setAsking(null)} aria-labelledby={`reject-${request.id}`} fullWidth maxWidth="sm">
        <Form onSubmit={(values: Record<string, unknown>) => decide('reject', String(values.reason).trim())} record={{ reason: '' }}>
          <DialogTitle id={`reject-${request.id}`}>{translate(`${A}.reject_title`)}</DialogTitle>
          <DialogContent>
            <TextInput
              source="reason"
              label={`${A}.reason`}
              helperText={`${A}.reason_help`}
              validate={[required(), maxLength(PAYOUT_APPROVAL_REASON_MAX)]}
              multiline
              minRows={2}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`${A}.reject`} icon={<></>} color="error" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </Stack>
  );
}
