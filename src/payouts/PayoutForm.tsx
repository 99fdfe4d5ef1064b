import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useCreate, useNotify, useTranslate, type TranslateFunction, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWalletAddress, walletAddressRule } from '../../contract/addresses';
import { DEFAULT_NETWORK, NETWORKS, type Network } from '../../contract/constants';
import { amountProblem, type PayoutRequest } from '../../contract/payouts';
import { errorMessage } from '../../dataProvider/httpClient';
import { newIdempotencyKey } from '../common/idempotencyKey';
import { PayoutConfirmDialog } from './PayoutConfirmDialog';

const M = 'app.payouts';

interface PayoutValues {
  currencyType: Network;
  amount: string | null;
  merchantWallet: string | null;
}

const EMPTY: PayoutValues = { currencyType: DEFAULT_NETWORK, amount: '', merchantWallet: '' };
const NETWORK_CHOICES = NETWORKS.map((network) => ({ id: network, name: network }));

/** react-admin's TextInput gives null for an emptied field. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The form's rules (001 section 5, DECISIONS.md section 5) with the spec's messages: every field
 * filled, the amount (contract amountProblem, as the server) and the address against its network.
 */
function validators(translate: TranslateFunction) {
  const filled: Validator = Object.assign((value: unknown) => (text(value) === '' ? translate(`${M}.messages.fill_all_fields`) : undefined), {
    isRequired: true,
  });
  const amount: Validator = (value) => {
    const problem = amountProblem(text(value));
    return problem ? translate(`${M}.form.amount_invalid`, { rule: problem }) : undefined;
  };
  const address: Validator = (value, values) => {
    const network = (values as PayoutValues).currencyType;
    return isWalletAddress(network, text(value))
      ? undefined
      : translate(`${M}.form.address_invalid`, { network, rule: walletAddressRule(network) });
  };
  return { currencyType: [filled], amount: [filled, amount], merchantWallet: [filled, address] };
}

/**
 * The New Payout form (001 sections 2.4 and 5), checked as it is typed, with a confirmation of exactly
 * what will be sent. The gateway's refusal shows above the fields, which keep what was typed.
 */
export function PayoutForm() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new record empties amount and address after a payout, keeping its network.
  const [record, setRecord] = useState(EMPTY);
  const [pending, setPending] = useState<PayoutRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  // react-admin refreshes the `withdrawals` lists (the history among them) after the create.
  const [create, { isPending: submitting }] = useCreate<PayoutRequest & { id: string; message?: string }>();
  // A retry of the same request after a failure (a lost answer, a timeout) reuses the key, so the
  // gateway makes one payout however often it is sent; a changed request or a success starts a new key.
  const attempt = useRef<{ request: string; key: string } | null>(null);

  const confirm = () => {
    if (!pending) return;
    const request = JSON.stringify(pending);
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    create(
      'withdrawals',
      { data: pending, meta: { idempotencyKey: attempt.current.key } },
      {
        onSuccess: ({ message }) => {
          attempt.current = null;
          setPending(null);
          notify(message ?? `${M}.messages.submitted`, { type: 'success' });
          setRecord({ ...EMPTY, currencyType: pending.currencyType });
        },
        onError: (failure) => {
          setPending(null);
          const failed = translate(`${M}.messages.submit_failed`);
          setError(errorMessage(failure, { failed, network: translate(`${M}.messages.request_failed`) }));
        },
      },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {translate(`${M}.form.title`)}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Form
          record={record}
          mode="onChange"
          noValidate
          disableInvalidFormNotification
          onSubmit={(values: Partial<PayoutValues>) => {
            setError(null);
            setPending({ amount: Number(text(values.amount)), merchantWallet: text(values.merchantWallet), currencyType: values.currencyType ?? DEFAULT_NETWORK });
          }}
        >
          <PayoutFields submitting={submitting} />
        </Form>
        <PayoutConfirmDialog request={pending} submitting={submitting} onConfirm={confirm} onCancel={() => setPending(null)} />
      </CardContent>
    </Card>
  );
}

function PayoutFields({ submitting }: { submitting: boolean }) {
  const translate = useTranslate();
  const { getValues, trigger } = useFormContext<PayoutValues>();
  const [currencyType, wallet] = useWatch<PayoutValues, ['currencyType', 'merchantWallet']>({ name: ['currencyType', 'merchantWallet'] });
  const rules = useMemo(() => validators(translate), [translate]);
  const address = text(wallet);
  const addressValid = address !== '' && isWalletAddress(currencyType, address);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SelectInput
        source="currencyType"
        label={`${M}.form.currency_type`}
        choices={NETWORK_CHOICES}
        translateChoice={false}
        validate={rules.currencyType}
        helperText={false}
        margin="none"
        // The address is checked against the network: a new network checks it again.
        onChange={() => (text(getValues('merchantWallet')) ? void trigger('merchantWallet') : undefined)}
      />
      <TextInput source="amount" label={`${M}.form.amount`} validate={rules.amount} margin="none" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextInput
        source="merchantWallet"
        label={`${M}.form.wallet`}
        validate={rules.merchantWallet}
        margin="none"
        helperText={addressValid ? translate(`${M}.form.address_valid`, { network: currencyType }) : undefined}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } } }}
      />
      <Button type="submit" variant="contained" disabled={submitting}>
        {translate(`${M}.form.submit`)}
      </Button>
    </Box>
  );
}
