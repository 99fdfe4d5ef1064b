import { Typography, type TypographyProps } from '@mui/material';
import { UNSIGNED_STATUSES } from '../../contract/transactions';
import { formatAmount } from './formatters';

/** With `colourBySign`: money in green, money out as plain text, an unsigned amount (pending, failed) muted. */
const SIGN_COLOURS = { '+': 'success.main', '-': 'text.primary', '': 'text.secondary' } as const;

/** Money in is '+', money out '-'; an amount whose outcome is open or failed has no sign. */
export function signOf(moneyIn: boolean, status: string): keyof typeof SIGN_COLOURS {
  if (UNSIGNED_STATUSES.has(status)) return '';
  return moneyIn ? '+' : '-';
}

type UsdtAmountProps = TypographyProps & {
  amount: number | string | null | undefined;
  sign?: keyof typeof SIGN_COLOURS;
  colourBySign?: boolean;
};

/** An amount in USDT (a currency code, the same in every language): digits that line up in a column, on one line. */
export function UsdtAmount({ amount, sign = '', colourBySign = false, sx, ...props }: UsdtAmountProps) {
  return (
    <Typography
      component="span"
      {...props}
      sx={[
        { fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        colourBySign && { color: SIGN_COLOURS[sign] },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {`${sign}${formatAmount(amount)} USDT`}
    </Typography>
  );
}
