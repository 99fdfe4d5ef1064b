import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { stepUpPrompt } from './stepUpPrompt';

// Its own chunk: react-admin's Confirm and the fields come only when a call asks for a step-up (the signed-in visit's budget).
const StepUpConfirm = lazy(() => import('./StepUpConfirm'));

/** The step-up confirmation (issue 28), shown while a call waits for it (stepUpPrompt); mounted once, in the layout. */
export function StepUpDialog() {
  const asking = useSyncExternalStore(stepUpPrompt.subscribe, stepUpPrompt.isAsking);
  useFocusGivenBack(asking);
  return asking ? (
    <Suspense>
      <StepUpConfirm />
    </Suspense>
  ) : null;
}

/**
 * The action's button is disabled while its call waits, so the browser had moved the focus off it to <body> before the
 * dialog opened, and the dialog gave it back there (issue 30): once the dialog closes, the focus goes back to the last
 * element focused before it, as soon as that is enabled again.
 */
function useFocusGivenBack(asking: boolean) {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const note = (event: FocusEvent) => {
      if (!stepUpPrompt.isAsking() && event.target instanceof HTMLElement) last.current = event.target;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  const asked = useRef(false);
  useEffect(() => {
    if (asking || !asked.current) {
      asked.current = asking;
      return;
    }
    asked.current = false;
    const target = last.current;
    const giveBack = () => {
      if (document.activeElement !== document.body) return true;
      if (!target?.isConnected || target.matches(':disabled')) return false;
      target.focus();
      return true;
    };
    if (!target || giveBack()) return;
    const observer = new MutationObserver(() => giveBack() && observer.disconnect());
    observer.observe(target, { attributes: true });
    return () => observer.disconnect();
  }, [asking]);
}
