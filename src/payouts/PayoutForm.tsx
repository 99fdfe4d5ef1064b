import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
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

/**
 * The New Payout form (001 sections 2.4 and 5). The address is checked against its network as it
 * is typed (DECISIONS.md section 5), and a confirmation step shows exactly what will be sent.
 */
export function PayoutForm({ onSubmitted }: PayoutFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [currencyType, setCurrencyType] = useState<Network>(DEFAULT_NETWORK);
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PayoutRequest | null>(null);
  const fallbacks = useMemo(
    () => ({ failed: translate(`${M}.messages.submit_failed`), network: translate(`${M}.messages.request_failed`) }),
    [translate],
  );
  const { submit, submitting } = usePayoutSubmit(fallbacks);

  const address = wallet.trim();
  const addressValid = address !== '' && isWalletAddress(currencyType, address);
  const addressHelp = address === ''
    ? ' '
    : addressValid
      ? translate(`${M}.form.address_valid`, { network: currencyType })
      : translate(`${M}.form.address_invalid`, { network: currencyType, rule: walletAddressRule(currencyType) });
  const amountIssue = amount.trim() === '' ? null : amountProblem(amount);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (amount.trim() === '' || address === '') {
      setError(translate(`${M}.messages.fill_all_fields`));
      return;
    }
    if (amountIssue || !addressValid) return;
    setPending({ amount: Number(amount), merchantWallet: address, currencyType });
  };

  const confirm = async () => {
    if (!pending) return;
    const outcome = await submit(pending);
    setPending(null);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify(outcome.message ?? `${M}.messages.submitted`, { type: 'success' });
    setAmount('');
    setWallet('');
    onSubmitted();
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 2 }}>
          {translate(`${M}.form.title`)}
        </Typography>
        <Box component="form" noValidate onSubmit={review} sx={{ display: 'grid', gap: 2 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            select
            label={translate(`${M}.form.currency_type`)}
            value={currencyType}
            onChange={(event) => setCurrencyType(event.target.value as Network)}
          >
            {NETWORKS.map((network) => (
              <MenuItem key={network} value={network}>
                {network}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${M}.form.amount`)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            error={amountIssue !== null}
            helperText={amountIssue ? translate(`${M}.form.amount_invalid`, { rule: amountIssue }) : ' '}
          />
          <TextField
            label={translate(`${M}.form.wallet`)}
            value={wallet}
            onChange={(event) => setWallet(event.target.value)}
            error={address !== '' && !addressValid}
            helperText={addressHelp}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } } }}
          />
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(`${M}.form.submit`)}
          </Button>
        </Box>
      </CardContent>
      <PayoutConfirmDialog request={pending} submitting={submitting} onConfirm={confirm} onCancel={() => setPending(null)} />
    </Card>
  );
}
