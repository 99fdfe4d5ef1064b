import type { ExportProgress } from '../../common/export/listPages';

/**
 * Rows fetched of total, kept outside React state: an export of 100,000 rows reports a thousand
 * pages, and only the progress bar should re-render for each, not the whole Transactions screen.
 */
export interface ExportProgressSource {
  subscribe: (listener: () => void) => () => void;
  get: () => ExportProgress;
}

/**
 * The progress bar redraws at most this often: a page arrives every few milliseconds, and each
 * redraw (React, style, paint) took CPU from the pages still to fetch and write (issue 17). The
 * latest figure always shows within this time.
 */
export const PROGRESS_INTERVAL_MS = 250;

export function createExportProgress(initial: ExportProgress): ExportProgressSource & { set: (progress: ExportProgress) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  let notifiedAt = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const notify = () => {
    pending = null;
    notifiedAt = Date.now();
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    set(progress) {
      current = progress;
      if (pending) return;
      const wait = notifiedAt + PROGRESS_INTERVAL_MS - Date.now();
      if (wait <= 0) notify();
      else pending = setTimeout(notify, wait);
    },
  };
}
