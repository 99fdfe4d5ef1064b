import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useLoginTranslate } from './environment';
import { CODE_TTL_MS } from '../../contract/constants';

/** m:ss of a duration, rounded up to the second. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The countdown to the 5-minute expiry of an emailed code (000 section 9), from the moment the
 * answer that sent it arrived. Remount it (key) when a new code is sent.
 */
export function CodeExpiry({ sentAt }: { sentAt: number }) {
  const translate = useLoginTranslate();
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.min(CODE_TTL_MS, sentAt + CODE_TTL_MS - now);
  const expired = remaining <= 0;
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);
  return (
    <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} data-testid="code-expiry">
      {!expired
        ? translate('app.login.code_expires', { time: formatRemaining(remaining) })
        : translate('app.login.code_expired')}
    </Typography>
  );
}
