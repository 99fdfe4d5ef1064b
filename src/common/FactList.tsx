import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export interface Fact {
  label: string;
  value: React.ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  /** Space between the rows, in theme units. */
  rowGap?: number;
  /** The look of the values (weight, font, how long words break). */
  valueSx?: SxProps<Theme>;
}

/** Labelled facts as a description list, labels in one column and values in the other. */
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
