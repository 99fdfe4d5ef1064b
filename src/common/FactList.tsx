import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export type Fact = { label: string; value: React.ReactNode };

type FactListProps = { facts: readonly Fact[]; rowGap?: number; valueSx?: SxProps<Theme> };

export function FactList({ facts, rowGap = 1, valueSx }: FactListProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
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
