import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useCreate, useNotify, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWalletAddress } from '../../contract/addresses';
import { DEFAULT_NETWORK, NETWORKS } from '../../contract/constants';
import type { PayoutRequest } from '../../contract/payouts';
import { errorMessage } from '../../dataProvider/httpClient';
import { newIdempotencyKey } from '../common/idempotencyKey';
import { addressRule, amountInvalid } from '../common/payoutRules';
import { AddressBookPicker } from './addressBook/AddressBookPicker';
import { PayoutConfirmDialog } from './PayoutConfirmDialog';

const M = 'app.payouts';

/** The fields as typed: react-admin's TextInput gives null for an emptied one. */
type PayoutValues = Pick<PayoutRequest, 'currencyType'> & Record<'amount' | 'merchantWallet', string | null>;

const EMPTY: PayoutValues = { currencyType: DEFAULT_NETWORK, amount: '', merchantWallet: '' };
const NETWORK_CHOICES = NETWORKS.map((network) => ({ id: network, name: network }));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 001 section 5, DECISIONS.md section 5: every field filled, the amount as the server checks it, the address (the address book's too). */
const filled: Validator = Object.assign((value: unknown) => (text(value) === '' ? `${M}.messages.fill_all_fields` : undefined), {
  isRequired: true,
});
const payableAmount = amountInvalid(`${M}.form.amount_invalid`);
const amountRules: Validator[] = [filled, (value) => payableAmount(text(value))];
const addressRules: Validator[] = [
  filled,
  (value, { currencyType: network }: PayoutValues) => {
    const args = { network, rule: addressRule(network) };
    return isWalletAddress(network, text(value)) ? undefined : { message: `${M}.form.address_invalid`, args };
  },
];

/** An address input, here and in the address book's form: checked against the chosen network, typed as it is. */
export const ADDRESS_INPUT: Partial<TextInputProps> = {
  validate: addressRules,
  margin: 'none',
  slotProps: { htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } } },
};

/** The network choice; the address (`address`, its source) is checked against it: a new network checks it again. */
export function NetworkInput({ address, label, validate }: { address: string; label: string; validate?: Validator }) {
  const { getValues, trigger } = useFormContext();
  const recheck = () => (getValues(address) ? void trigger(address) : undefined);
  const props = { choices: NETWORK_CHOICES, translateChoice: false, helperText: false, margin: 'none' } as const;
  return <SelectInput source="currencyType" label={label} validate={validate} onChange={recheck} {...props} />;
}

/** New Payout (001 sections 2.4 and 5), confirmed before it is sent; a refusal shows above the fields, kept as typed. */
export function PayoutForm() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new record empties amount and address after a payout, keeping its network.
  const [record, setRecord] = useState(EMPTY);
  const [pending, setPending] = useState<PayoutRequest | null>(null);
  // react-admin refreshes the `withdrawals` lists (the history among them) after the create.
  const [create, { isPending: submitting, error, reset }] = useCreate<PayoutRequest & { id: string; message?: string }>();
  // A retry of the same request (a lost answer, a timeout) reuses its key: one payout however often it is sent.
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
        // Not onSettled: a call's own onSettled would replace the one with which useCreate refreshes the lists.
        onError: () => setPending(null),
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
            {errorMessage(error, {
              failed: translate(`${M}.messages.submit_failed`),
              network: translate(`${M}.messages.request_failed`),
            })}
          </Alert>
        ) : null}
        <Form
          record={record}
          mode="onChange"
          noValidate
          disableInvalidFormNotification
          onSubmit={(values: Partial<PayoutValues>) => {
            reset();
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
  const [currencyType, wallet] = useWatch<PayoutValues, ['currencyType', 'merchantWallet']>({ name: ['currencyType', 'merchantWallet'] });
  const address = text(wallet);
  const addressValid = address !== '' && isWalletAddress(currencyType, address);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <NetworkInput address="merchantWallet" label={`${M}.form.currency_type`} validate={filled} />
      <TextInput source="amount" label={`${M}.form.amount`} validate={amountRules} margin="none" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextInput
        source="merchantWallet"
        label={`${M}.form.wallet`}
        helperText={addressValid ? translate(`${M}.form.address_valid`, { network: currencyType }) : undefined}
        {...ADDRESS_INPUT}
      />
      <AddressBookPicker />
      <Button type="submit" variant="contained" disabled={submitting}>
        {translate(`${M}.form.submit`)}
      </Button>
    </Box>
  );
}
