import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { StatusTone } from './statusTone';

export type PillTone = StatusTone | 'blue' | 'accent';

/** Text colours dark enough to read on their tint in the light theme, light enough in the dark one. */
const COLOURS: Record<PillTone, { light: string; dark: string }> = {
  green: { light: '#15803D', dark: '#4ADE80' },
  yellow: { light: '#A16207', dark: '#FACC15' },
  red: { light: '#B91C1C', dark: '#F87171' },
  orange: { light: '#C2410C', dark: '#FB923C' },
  grey: { light: '#475569', dark: '#94A3B8' },
  blue: { light: '#1D4ED8', dark: '#60A5FA' },
  accent: { light: '#4F46E5', dark: '#A5B4FC' },
};

interface PillProps {
  tone: PillTone;
  children: ReactNode;
  title?: string;
}

/** A small tinted label; `data-tone` names its colour family so tests and styles can read it. */
export function Pill({ tone, children, title }: PillProps) {
  return (
    <Box
      component="span"
      data-tone={tone}
      title={title}
      sx={(theme) => {
        const colour = COLOURS[tone][theme.palette.mode];
        return {
          display: 'inline-flex',
          alignItems: 'center',
          px: 1,
          py: 0.25,
          borderRadius: 999,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          color: colour,
          bgcolor: alpha(colour, 0.12),
          border: `1px solid ${alpha(colour, 0.28)}`,
        };
      }}
    >
      {children}
    </Box>
  );
}
