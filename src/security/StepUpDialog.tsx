import { lazy, Suspense, useSyncExternalStore } from 'react';
import { stepUpPrompt } from './stepUpPrompt';

// Its own chunk: react-admin's Confirm and the fields come only when a call asks for a step-up (the signed-in visit's budget).
const StepUpConfirm = lazy(() => import('./StepUpConfirm'));

/** The step-up confirmation (issue 28), shown while a call waits for it (stepUpPrompt); mounted once, in the layout. */
export function StepUpDialog() {
  const asking = useSyncExternalStore(stepUpPrompt.subscribe, stepUpPrompt.isAsking);
  return asking ? (
    <Suspense>
      <StepUpConfirm />
    </Suspense>
  ) : null;
}
