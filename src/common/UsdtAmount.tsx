import { Typography, type TypographyProps } from '@mui/material';
import { formatAmount } from './formatters';

type UsdtAmountProps = TypographyProps & { amount: number | string | null | undefined; sign?: string };

/** An amount in USDT (a currency code, the same in every language): digits that line up in a column, on one line. */
export function UsdtAmount({ amount, sign = '', sx, ...props }: UsdtAmountProps) {
  return (
    <Typography
      component="span"
      {...props}
      sx={[{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {`${sign}${formatAmount(amount)} USDT`}
    </Typography>
  );
}
