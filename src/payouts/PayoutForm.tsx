import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useNotify, useTranslate, type TranslateFunction, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWalletAddress, walletAddressRule } from '../../contract/addresses';
import { DEFAULT_NETWORK, NETWORKS, type Network } from '../../contract/constants';
import { amountProblem, type PayoutRequest } from '../../contract/payouts';
import { PayoutConfirmDialog } from './PayoutConfirmDialog';
import { usePayoutSubmit } from './usePayoutSubmit';

const M = 'app.payouts';

interface PayoutFormProps {
  /** Called after the gateway accepted a payout, so the history reloads. */
  onSubmitted: () => void;
}

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
 * The form's rules (001 section 5, DECISIONS.md section 5) as react-admin validators with the
 * spec's messages: every field filled ('Please fill in all fields'), the amount (contract
 * amountProblem, which the server applies too) and the address against the chosen network.
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
 * The New Payout form (001 sections 2.4 and 5) on react-admin's Form. The amount and the address
 * are checked as they are typed (the address against its network, DECISIONS.md section 5), and a
 * confirmation step shows exactly what will be sent. The gateway's refusal shows above the fields,
 * which keep what was typed.
 */
export function PayoutForm({ onSubmitted }: PayoutFormProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState<PayoutRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 2 }}>
          {translate(`${M}.form.title`)}
        </Typography>
        <Form
          record={EMPTY}
          mode="onChange"
          noValidate
          disableInvalidFormNotification
          onSubmit={(values: Partial<PayoutValues>) => {
            setError(null);
            setPending({ amount: Number(text(values.amount)), merchantWallet: text(values.merchantWallet), currencyType: values.currencyType ?? DEFAULT_NETWORK });
          }}
        >
          <PayoutFields pending={pending} error={error} setError={setError} onClose={() => setPending(null)} onSubmitted={onSubmitted} />
        </Form>
      </CardContent>
    </Card>
  );
}

interface PayoutFieldsProps {
  pending: PayoutRequest | null;
  /** The gateway's refusal of the last payout sent. */
  error: string | null;
  setError: (error: string | null) => void;
  onClose: () => void;
  onSubmitted: () => void;
}

function PayoutFields({ pending, error, setError, onClose, onSubmitted }: PayoutFieldsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, reset, trigger } = useFormContext<PayoutValues>();
  const [currencyType, wallet] = useWatch<PayoutValues, ['currencyType', 'merchantWallet']>({ name: ['currencyType', 'merchantWallet'] });
  const rules = useMemo(() => validators(translate), [translate]);
  const fallbacks = useMemo(
    () => ({ failed: translate(`${M}.messages.submit_failed`), network: translate(`${M}.messages.request_failed`) }),
    [translate],
  );
  const { submit, submitting } = usePayoutSubmit(fallbacks);
  const address = text(wallet);
  const addressValid = address !== '' && isWalletAddress(currencyType, address);

  const confirm = async () => {
    if (!pending) return;
    const outcome = await submit(pending);
    onClose();
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify(outcome.message ?? `${M}.messages.submitted`, { type: 'success' });
    reset({ ...EMPTY, currencyType: getValues('currencyType') });
    onSubmitted();
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
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
      <PayoutConfirmDialog request={pending} submitting={submitting} onConfirm={confirm} onCancel={onClose} />
    </>
  );
}
