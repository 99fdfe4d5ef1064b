import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, required, useCanAccess, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PAYER_REFUND_CLAIM_DAYS, PAYER_REFUNDS_RESOURCE, type PayerRefundRecord, type PayerRefundStatus } from '../../contract/payerRefunds';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { AddressCopy } from './AddressCopy';
import { CopyButton } from './CopyButton';
import { formatAmount } from './formatters';
import { amountInvalid } from './payoutRules';
import { StatusPill } from './StatusPill';
import type { Tone } from './toneColours';
import { UsdtAmount } from './UsdtAmount';
import '../i18n/payerRefunds';

/** Payer refunds (issue 29), shared by a payment issue's dialog and a deposit's details. */
const R = 'app.payer_refunds';
const TONES: Record<PayerRefundStatus, Tone> = { awaiting_address: 'orange', awaiting_approval: 'yellow', sending: 'blue', sent: 'green', rejected: 'red', expired: 'grey' };

/**
 * A deposit's payer refunds (no id: none asked), for holders of approved-payout-requests on a gateway
 * that has them (its 404 is remembered); `mayCreate` once the list answered, so a missing gateway never shows the action.
 */
export function usePayerRefunds(transactionId: string | undefined) {
  const { canAccess: mayList } = useCanAccess({ resource: PAYER_REFUNDS_RESOURCE, action: 'list' });
  const { canAccess: mayCreate } = useCanAccess({ resource: PAYER_REFUNDS_RESOURCE, action: 'create' });
  const enabled = Boolean(transactionId && mayList);
  const { data, error } = useGetList<PayerRefundRecord>(
    PAYER_REFUNDS_RESOURCE,
    { filter: { transactionId }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 100 } },
    { enabled, retry: false },
  );
  const shown = enabled && !(error && isMissingAddition(error));
  return { refunds: shown ? (data ?? []) : [], error: shown ? error : null, mayCreate: shown && Boolean(data && mayCreate) };
}

function ClaimLink({ url }: { url: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Link>
      <CopyButton value={url} label={translate(`${R}.copy_link`)} />
    </Stack>
  );
}

/** Each refund's amount and status, with its claim link while it awaits the payer's address, then that address. */
export function PayerRefundList({ refunds, error }: Pick<ReturnType<typeof usePayerRefunds>, 'refunds' | 'error'>) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (refunds.length === 0) return null;
  return (
    <Box component="section" aria-label={translate(`${R}.title`)} sx={{ mt: 2.5 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {translate(`${R}.title`)}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {refunds.map((refund) => (
          <Stack component="li" key={refund.id} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <UsdtAmount amount={refund.amount} />
            <StatusPill tone={TONES[refund.status]}>{translate(`${R}.statuses.${refund.status}`)}</StatusPill>
            {refund.status === 'awaiting_address' ? <ClaimLink url={refund.claimUrl} /> : null}
            {refund.address ? <AddressCopy address={refund.address} copyLabel={`${R}.copy_address`} /> : null}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

type RefundToPayerProps = { defaultAmount: number; received: number; send: (amount: number) => Promise<PayerRefundRecord | void> };

/** "Refund to payer": the amount, at most what was received, confirmed in react-admin's Form; then the claim link to pass on. */
export function RefundToPayer({ defaultAmount, received, send }: RefundToPayerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // A 409 (over what is left, an issue resolved meanwhile) says so in the server's words; the form keeps the amount.
  const refund = useMutation({ mutationFn: send, onError: (error) => notify(errorMessage(error), { type: 'error' }) });
  const atMost = { message: `${R}.at_most`, args: { received: formatAmount(received) } };
  const validateAmount = (value: unknown) => amountInvalid(`${R}.amount_invalid`)(value) ?? (Number(value) > received ? atMost : undefined);
  // Read again on closing, not on success: a refunded issue leaves its open state, which would unmount the claim link.
  const close = () => {
    setOpen(false);
    if (refund.data) refresh();
    refund.reset();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${R}.action`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="payer-refund-title" fullWidth maxWidth="sm">
        <DialogTitle id="payer-refund-title">{translate(`${R}.form_title`)}</DialogTitle>
        {refund.data ? (
          <>
            <DialogContent>
              <Typography sx={{ mb: 2 }}>{translate(`${R}.created`, { days: PAYER_REFUND_CLAIM_DAYS })}</Typography>
              <ClaimLink url={refund.data.claimUrl} />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.close')}</Button>
            </DialogActions>
          </>
        ) : (
          // Resolving to nothing: a value returned to react-admin's Form would read as its field errors.
          <Form onSubmit={(values: Record<string, unknown>) => refund.mutateAsync(Number(values.amount)).then(() => undefined, () => undefined)} record={{ amount: String(defaultAmount) }}>
            <DialogContent>
              <TextInput
                source="amount"
                label={`${R}.amount`}
                helperText={translate(atMost.message, atMost.args)}
                validate={[required(), validateAmount]}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                autoFocus
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SaveButton label={`${R}.confirm`} icon={<></>} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
}
