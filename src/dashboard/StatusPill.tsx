import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { TONE_COLOURS } from '../common/toneColours';

type Tone = 'green' | 'yellow' | 'orange' | 'blue' | 'red' | 'grey';

/** Transaction statuses (000 section 4) and ticket statuses (resolved, pending, in-progress, rejected, approved). */
const TONES: Record<string, Tone> = {
  confirmed: 'green',
  completed: 'green',
  approved: 'green',
  resolved: 'green',
  pending: 'yellow',
  processing: 'yellow',
  initiated: 'orange',
  'in-progress': 'blue',
  failed: 'red',
  rejected: 'red',
  expired: 'grey',
};

function statusTone(status: string): Tone {
  return TONES[status] ?? 'grey';
}

function capitalised(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/[-_]/g, ' ') : '';
}

/** A status as a small tinted label; `data-tone` names its colour family. */
export function StatusPill({ status }: { status: string }) {
  const translate = useTranslate();
  const tone = statusTone(status);
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={(theme) => {
        const colour = TONE_COLOURS[tone][theme.palette.mode];
        return {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.625,
          px: 1,
          py: 0.125,
          borderRadius: 999,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.6,
          whiteSpace: 'nowrap',
          color: colour,
          bgcolor: alpha(colour, 0.1),
          '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: colour },
        };
      }}
    >
      {translate(`app.dashboard.statuses.${status}`, { _: capitalised(status) })}
    </Box>
  );
}
