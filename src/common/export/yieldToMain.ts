/**
 * Lets the browser handle input and paint before the next slice of work, so that a long job never
 * becomes one long task. scheduler.yield resumes ahead of other queued tasks where the browser has
 * it (Chromium); a timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
