import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { TONE_COLOURS } from '../common/toneColours';
import type { StatusTone } from './statusTone';

export type PillTone = StatusTone | 'blue' | 'accent';

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
        const colour = TONE_COLOURS[tone][theme.palette.mode];
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
