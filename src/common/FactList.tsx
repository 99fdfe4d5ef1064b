import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export type Fact = { label: string; value: React.ReactNode };

type FactListProps = { facts: readonly Fact[]; sx?: SxProps<Theme>; labelSx?: SxProps<Theme>; valueSx?: SxProps<Theme> };

const LIST_SX = { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 };

export function FactList({ facts, sx, labelSx, valueSx }: FactListProps) {
  return (
    <Box component="dl" sx={[LIST_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={labelSx}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={[{ m: 0 }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
