import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Form,
  LinkBase,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useDataProvider,
  useGetOne,
  useLocation,
  useMatch,
  useNavigate,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PAYMENT_ISSUE_NOTE_MAX, PAYMENT_ISSUES_RESOURCE, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { errorMessage } from '../../dataProvider/httpClient';
import { FactList } from '../common/FactList';
import { PayerRefundList, RefundToPayer, usePayerRefunds } from '../common/PayerRefunds';
import { formatDateTime } from '../common/formatters';
import { UsdtAmount } from '../common/UsdtAmount';
import type { ComposedDataProvider } from '../providers';
import { A, Difference, IssueStatus } from './IssueParts';

/** "Accept as paid" with its required note: a toast, and every list and record read again (the dashboard's card too). */
function AcceptAction({ issue }: { issue: PaymentIssueRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const accept = useMutation({
    mutationFn: (note: string) => dataProvider.acceptPaymentIssue(issue.id, note),
    onSuccess: () => {
      notify(`${A}.accepted`, { type: 'success' });
      setAsking(false);
      refresh();
    },
    // A 409 (resolved meanwhile) says so in the server's words; the dialog keeps the note as typed.
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <>
      <Button variant="contained" onClick={() => setAsking(true)}>
        {translate(`${A}.accept`)}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`accept-${issue.id}`} fullWidth maxWidth="sm">
        {/* Resolving to nothing, as the payer refund's form: a value returned to react-admin's Form reads as its field errors. */}
        <Form onSubmit={(values: Record<string, unknown>) => accept.mutateAsync(String(values.note).trim()).then(() => undefined, () => undefined)} record={{ note: '' }}>
          <DialogTitle id={`accept-${issue.id}`}>{translate(`${A}.accept_title`)}</DialogTitle>
          <DialogContent>
            <TextInput
              source="note"
              label={`${A}.note`}
              helperText={`${A}.note_help`}
              validate={[required(), maxLength(PAYMENT_ISSUE_NOTE_MAX)]}
              multiline
              minRows={2}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`${A}.accept`} icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The payer refund of an open issue: without a changed amount the server's default, the difference when overpaid, else what was received. */
function RefundIssueToPayer({ issue }: { issue: PaymentIssueRecord }) {
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const defaultAmount = issue.kind === 'overpaid' ? issue.difference : issue.received;
  const send = (amount: number) => dataProvider.refundPaymentIssue(issue.id, amount === defaultAmount ? undefined : amount);
  return <RefundToPayer defaultAmount={defaultAmount} received={issue.received} send={send} />;
}

function IssueFacts({ issue }: { issue: PaymentIssueRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${A}.${key}`);
  const resolvedBy = issue.status === 'resolved' ? (issue.resolvedBy?.email ?? t('details.gateway')) : null;
  const facts = [
    { label: t('columns.kind'), value: t(`kinds.${issue.kind}`) },
    { label: t('columns.network'), value: issue.currencyType },
    { label: t('columns.created'), value: formatDateTime(issue.createdAt) },
    { label: t('columns.expected'), value: <UsdtAmount amount={issue.expected} /> },
    { label: t('columns.received'), value: <UsdtAmount amount={issue.received} /> },
    { label: t('columns.difference'), value: <Difference issue={issue} /> },
    {
      label: t('details.payments'),
      value: (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {issue.payments.map((payment) => (
            <li key={payment.at}>
              <UsdtAmount amount={payment.amount} /> · {formatDateTime(payment.at)}
            </li>
          ))}
        </Box>
      ),
    },
    {
      label: t('details.deposit'),
      // The deposit's details open inside Transactions (its `/transactions/:id` route).
      value: (
        <MuiLink component={LinkBase} to={`/transactions/${encodeURIComponent(issue.transactionId)}`}>
          {t('details.open_deposit')}
        </MuiLink>
      ),
    },
    { label: t('columns.status'), value: <IssueStatus issue={issue} /> },
    ...(issue.note ? [{ label: t('details.note'), value: issue.note }] : []),
    ...(resolvedBy ? [{ label: t('details.resolved_by'), value: `${resolvedBy} · ${formatDateTime(issue.resolvedAt)}` }] : []),
  ];
  return <FactList facts={facts} valueSx={{ minWidth: 0, overflowWrap: 'anywhere' }} />;
}

/** The record at `/payment-issues/:id`, over its list: the payer page's facts and, while open, the actions. */
export function PaymentIssueDialog({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { search } = useLocation();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const id = useMatch({ path: `${listPath}/:id` })?.params.id;
  const { data: issue, error } = useGetOne<PaymentIssueRecord>(PAYMENT_ISSUES_RESOURCE, { id: id ?? '' }, { enabled: Boolean(id), retry: false });
  const { canAccess: canAccept } = useCanAccess({ resource: PAYMENT_ISSUES_RESOURCE, action: 'accept' });
  const close = () => navigate({ pathname: listPath, search });
  useEffect(() => {
    if (!id || !error) return;
    notify(errorMessage(error, { failed: translate(`${A}.details.not_found`) }), { type: 'error' });
    navigate({ pathname: listPath, search }, { replace: true });
  }, [id, error, notify, translate, navigate, listPath, search]);
  const shown = issue && issue.id === id ? issue : undefined;
  const payerRefunds = usePayerRefunds(shown?.transactionId);
  return (
    <Dialog open={Boolean(shown)} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="payment-issue-title">
      <DialogTitle id="payment-issue-title">{translate(`${A}.details.title`)}</DialogTitle>
      <DialogContent dividers>
        {shown ? <IssueFacts issue={shown} /> : null}
        <PayerRefundList {...payerRefunds} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', mr: 'auto' }}>
          {shown?.status === 'open' && canAccept ? <AcceptAction issue={shown} /> : null}
          {shown?.status === 'open' && payerRefunds.mayCreate ? <RefundIssueToPayer issue={shown} /> : null}
        </Stack>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
