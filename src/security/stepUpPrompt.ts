import { STEP_UP_REQUIRED } from '../../contract/stepUp';
import { isHttpError, type HttpClient, type RequestOptions } from '../../dataProvider/httpClient';

/**
 * Between the HTTP client, which meets a route's 403 `stepUpRequired` (issue 28, contract/stepUp.ts),
 * and the one StepUpDialog in the layout, which asks for the proof: the request waits for the answer
 * and is sent once more, so the user confirms once and goes on. react-admin has no prompt that
 * re-proves the user in the middle of a call; this is the smallest one.
 */
let answer: Promise<boolean> | null = null;
let settle: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
// The last element focused before the dialog: the action's button, which the browser leaves once it is disabled while
// its call waits, so the dialog cannot give the focus back to it by itself (StepUpConfirm does, issue 30).
let opener: HTMLElement | null = null;
addEventListener('focusin', (event) => {
  if (!settle && event.target instanceof HTMLElement) opener = event.target;
});

export const stepUpPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isAsking: () => settle !== null,
  opener: () => opener,
  /** Requests that meet the 403 while the dialog is open wait for the same answer; with no dialog shown, the answer is no. */
  ask(): Promise<boolean> {
    if (answer) return answer;
    if (listeners.size === 0) return Promise.resolve(false);
    answer = new Promise((resolve) => (settle = resolve));
    changed();
    return answer;
  },
  /** `confirmed`: the step-up window is open, and the waiting requests are sent again. */
  settle(confirmed: boolean) {
    const resolve = settle;
    answer = settle = null;
    resolve?.(confirmed);
    changed();
  },
};

/** The dashboard's HTTP client, where a route's 403 `stepUpRequired` asks the user and a confirmed call is sent once more. */
export function withStepUp(http: HttpClient): HttpClient {
  return async <T,>(path: string, options?: RequestOptions) => {
    try {
      return await http<T>(path, options);
    } catch (error) {
      const asked = isHttpError(error) && (error.body as { reason?: unknown } | null)?.reason === STEP_UP_REQUIRED;
      if (!asked || !(await stepUpPrompt.ask())) throw error;
      return http<T>(path, options);
    }
  };
}
