import { Button, Typography } from '@mui/material';
import { formatRemaining, useNowUntil } from '../common/countdown';
import { useLoginEnvironment } from './environment';
import { CODE_TTL_MS } from '../../contract/constants';

/** How long after a code went out before another can be asked for: one mail per 30 s, not three in 4 s. */
const RESEND_COOLDOWN_MS = 30_000;

/** The countdown to the 5-minute expiry of an emailed code (000 section 9); remount it (key) for a new code. */
export function CodeExpiry({ sentAt }: { sentAt: number }) {
  const { translate } = useLoginEnvironment();
  const remaining = Math.min(CODE_TTL_MS, sentAt + CODE_TTL_MS - useNowUntil(sentAt + CODE_TTL_MS));
  const expired = remaining <= 0;
  return (
    <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} data-testid="code-expiry">
      {!expired
        ? translate('app.login.code_expires', { time: formatRemaining(remaining) })
        : translate('app.login.code_expired')}
    </Typography>
  );
}

/** Resend code, waiting out the cooldown with the seconds left on the button; `sentAt` null: no code was sent. */
export function ResendButton({ sentAt, busy, onClick }: { sentAt: number | null; busy: boolean; onClick: () => void }) {
  const { translate } = useLoginEnvironment();
  const now = useNowUntil(sentAt === null ? null : sentAt + RESEND_COOLDOWN_MS);
  // A fresh code with a clock read before it was sent still waits the whole cooldown, by the cap.
  const left = sentAt === null ? 0 : Math.min(RESEND_COOLDOWN_MS, sentAt + RESEND_COOLDOWN_MS - now);
  return (
    <Button variant="text" onClick={onClick} disabled={busy || left > 0}>
      {left > 0 ? translate('app.login.resend_code_in', { seconds: Math.ceil(left / 1000) }) : translate('app.login.resend_code')}
    </Button>
  );
}
