import { useEffect, useState } from 'react';

/** m:ss of a duration, rounded up to the second. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, read again each second until `end` (never when null). */
export function useNowUntil(end: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = end !== null && now < end;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
