import { useEffect, useRef, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

// Status messages that are not toasts (WCAG 4.1.3): a list that changed by itself, a filter's results count.
// react-admin's only live region is its toast; this one stays mounted, so a screen reader hears each new text.
let said = '';
let clearing: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The shell gone (a sign-out), nothing is left to say when a region is mounted again.
    if (listeners.size === 0) {
      clearTimeout(clearing);
      said = '';
    }
  };
};
const show = (text: string) => {
  said = text;
  listeners.forEach((listener) => listener());
};

/** Says `message` politely; it is cleared after a while, as a toast closes, so the same words can be said again. */
export function announce(message: string) {
  clearTimeout(clearing);
  show(message);
  clearing = setTimeout(() => show(''), 7000);
}

/** Says `message` when `key` (a list's filter) changes, once the message is ready (not null); not on the first showing. */
export function useAnnounceChange(message: string | null, key: string) {
  const saidFor = useRef(key);
  useEffect(() => {
    if (message === null || saidFor.current === key) return;
    saidFor.current = key;
    announce(message);
  }, [message, key]);
}

/** The shell's polite live region, mounted once (src/realtime/RealtimeProvider.tsx); no role, so it is no screen's `status`. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => said);
  return (
    <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
