import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentStatus, Transaction } from '../../contract/transactions';
import { dateFormat, formatAmount, formatDateTime } from '../common/formatters';
import { StatusPill } from '../common/StatusPill';
import type { Tone } from '../common/toneColours';
import { UsdtAmount } from '../common/UsdtAmount';
import { amountSign, paymentStatusLabel, relativeTime, settledDepositOf, truncateAddress } from './rowDisplay';
import '../i18n/transactions';

export function NewBadge() {
  const translate = useTranslate();
  return (
    <StatusPill tone="accent" title={translate('app.transactions.row.new_label')}>
      {translate('app.transactions.row.new')}
    </StatusPill>
  );
}

export function WalletAddressText({ address, chars }: { address: string | null; chars: number }) {
  if (!address) return null;
  return (
    <Box component="span" title={address} sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {truncateAddress(address, chars)}
    </Box>
  );
}

/** Overpaid green, Underpaid red, Exact Paid blue (001 section 4). */
const TONES: Record<PaymentStatus, Tone> = { 'Exact Paid': 'blue', Overpaid: 'green', Underpaid: 'red' };

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <StatusPill tone={TONES[status]}>{paymentStatusLabel(translate, status)}</StatusPill>;
}

/** '5m ago', '3h ago', '2d ago', then the date in the merchant's time zone; the exact time shows on hover. */
export function RelativeTimeText({ value, sx }: { value: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const relative = relativeTime(value);
  if (!relative) return null;
  const text =
    'date' in relative ? dateFormat({ dateStyle: 'medium' }).format(relative.date) : translate(`app.transactions.time.${relative.unit}`, { count: relative.count });
  return (
    <Box component="time" dateTime={value} title={formatDateTime(value)} sx={sx}>
      {text}
    </Box>
  );
}

/** The signed amount; a settled deposit's is what arrived, over what was asked and how it compares (001 section 2.2). */
export function TransactionAmount({ row, fullWidth }: { row: Transaction; fullWidth?: boolean }) {
  const translate = useTranslate();
  const sign = amountSign(row);
  const settled = settledDepositOf(row);
  return (
    <Box
      data-testid="transaction-amount"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25, width: fullWidth ? '100%' : undefined }}
    >
      <UsdtAmount amount={settled?.actual ?? row.amount} sign={sign} colourBySign sx={{ fontWeight: 650 }} />
      {settled ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {translate('app.transactions.row.requested', { amount: formatAmount(row.amount) })}
        </Typography>
      ) : null}
      {settled?.payment ? <PaymentStatusChip status={settled.payment} /> : null}
    </Box>
  );
}
