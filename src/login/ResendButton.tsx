import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useLoginTranslate } from './environment';

/** How long after a code went out before another can be asked for: one mail per 30 s, not three in 4 s. */
export const RESEND_COOLDOWN_MS = 30_000;

interface ResendButtonProps {
  /** When the latest code was sent; null when none was (the cooldown then has nothing to wait for). */
  sentAt: number | null;
  busy: boolean;
  onClick: () => void;
}

/** Resend code for an emailed code, waiting out the cooldown with the seconds left on the button. */
export function ResendButton({ sentAt, busy, onClick }: ResendButtonProps) {
  const translate = useLoginTranslate();
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : Math.min(RESEND_COOLDOWN_MS, sentAt + RESEND_COOLDOWN_MS - now);
  // A fresh code with a clock read before it was sent still waits the whole cooldown, by the cap.
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return (
    <Button variant="text" onClick={onClick} disabled={busy || waiting}>
      {waiting ? translate('app.login.resend_code_in', { seconds: Math.ceil(left / 1000) }) : translate('app.login.resend_code')}
    </Button>
  );
}
