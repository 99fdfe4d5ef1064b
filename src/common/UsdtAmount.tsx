import { Typography, type TypographyProps } from '@mui/material';
import { formatAmount } from './formatters';

/** An amount in USDT (a currency code, the same in every language): digits that line up in a column, on one line. */
export function UsdtAmount({
  amount,
  sign = '',
  sx,
  ...props
}: { amount: number | string | null | undefined; sign?: string } & Omit<TypographyProps, 'children'>) {
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
