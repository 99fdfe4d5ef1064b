import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/transactions';
import { amountSign, formatAmount, isConfirmedDeposit, rowPaymentStatus, shownAmountOf } from './amounts';
import { PaymentStatusChip } from './PaymentStatusChip';

const SIGN_COLOURS = { '+': 'success.main', '-': 'text.primary', '': 'text.secondary' } as const;

/**
 * The row's amount with its sign. A settled deposit leads with what arrived, shows what was
 * asked for beneath it and says whether that was exact, over or under (001 section 2.2).
 */
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
