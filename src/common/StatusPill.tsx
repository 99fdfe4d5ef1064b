import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { TONE_COLOURS, type Tone } from './toneColours';

/** The colour of each status of transactions, payouts and tickets (000/001 section 4); any other is grey. */
const STATUS_TONES: Readonly<Record<string, Tone>> = {
  confirmed: 'green',
  completed: 'green',
  approved: 'green',
  resolved: 'green',
  pending: 'yellow',
  processing: 'yellow',
  initiated: 'orange',
  'in-progress': 'blue',
  failed: 'red',
  blocked: 'red',
  cancelled: 'red',
  rejected: 'red',
  expired: 'grey',
};

export function statusTone(status: string): Tone {
  return STATUS_TONES[status.toLowerCase()] ?? 'grey';
}

/** 'in-progress' reads 'In progress' when no label names it. */
function capitalised(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/[-_]/g, ' ') : '';
}

/** A status of the gateway in the user's words (app.statuses), wherever it shows, in a pill or a table. */
export const statusLabel = (translate: TranslateFunction, status: string) => translate(`app.statuses.${status}`, { _: capitalised(status) });

type StatusPillProps =
  /** A status of the gateway, in its colour and with its label (app.statuses). */
  | { status: string; tone?: never; children?: never; title?: string }
  /** Any short label in a colour family (Exact Paid, New). */
  | { tone: Tone; children: ReactNode; status?: never; title?: string };

/** A small tinted label; `data-tone` names its colour family so tests and styles can read it. */
export function StatusPill(props: StatusPillProps) {
  const translate = useTranslate();
  const tone = props.status === undefined ? props.tone : statusTone(props.status);
  const text = props.status === undefined ? props.children : statusLabel(translate, props.status);
  return (
    <Box
      component="span"
      data-tone={tone}
      title={props.title}
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
          bgcolor: alpha(colour, 0.1),
          border: `1px solid ${alpha(colour, 0.28)}`,
        };
      }}
    >
      {text}
    </Box>
  );
}
