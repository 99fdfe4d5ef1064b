import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentStatus, Transaction } from '../../contract/transactions';
import { formatAmount, formatDateTime } from '../common/formatters';
import { StatusPill } from '../common/StatusPill';
import type { Tone } from '../common/toneColours';
import { amountSign, isConfirmedDeposit, relativeTime, rowPaymentStatus, shownAmountOf, truncateAddress } from './rowDisplay';

export function NewBadge() {
  const translate = useTranslate();
  return (
    <StatusPill tone="accent" title={translate('app.transactions.row.new_label')}>
      {translate('app.transactions.row.new')}
    </StatusPill>
  );
}

/** A wallet address cut to `chars` characters, the whole address on hover. */
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
  return <StatusPill tone={TONES[status]}>{translate(`app.transactions.payment_status.${status}`, { _: status })}</StatusPill>;
}

const KEYS = { minutes: 'minutes_ago', hours: 'hours_ago', days: 'days_ago' } as const;

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '5m ago', '3h ago', '2d ago', then the local date; the exact time shows on hover. */
export function RelativeTimeText({ value, sx }: { value: string | null | undefined; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!value) return null;
  const relative = relativeTime(value);
  if (!relative) return null;
  const text =
    'date' in relative
      ? dateOnly.format(relative.date)
      : translate(`app.transactions.time.${KEYS[relative.unit]}`, { count: relative.count });
  return (
    <Box component="time" dateTime={value} title={formatDateTime(value)} sx={sx}>
      {text}
    </Box>
  );
}

const SIGN_COLOURS = { '+': 'success.main', '-': 'text.primary', '': 'text.secondary' } as const;

/** The signed amount; a settled deposit's is what arrived, over what was asked and how it compares (001 section 2.2). */
export function TransactionAmount({ row, align = 'right' }: { row: Transaction; align?: 'left' | 'right' }) {
  const translate = useTranslate();
  const sign = amountSign(row);
  const confirmed = isConfirmedDeposit(row);
  const payment = confirmed ? rowPaymentStatus(row) : null;
  return (
    <Box
      data-testid="transaction-amount"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: align === 'right' ? 'flex-end' : 'flex-start', gap: 0.25 }}
    >
      <Typography
        component="span"
        sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums', color: SIGN_COLOURS[sign], whiteSpace: 'nowrap' }}
      >
        {translate('app.transactions.row.amount', { sign, amount: formatAmount(shownAmountOf(row)) })}
      </Typography>
      {confirmed ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {translate('app.transactions.row.requested', { amount: formatAmount(row.amount) })}
        </Typography>
      ) : null}
      {payment ? <PaymentStatusChip status={payment} /> : null}
    </Box>
  );
}
