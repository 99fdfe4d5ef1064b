import type { ExportProgress } from '../../common/export/listPages';

/** The bar redraws at most this often (each redraw took CPU from the export, issue 17); the latest figure shows within it. */
export const PROGRESS_INTERVAL_MS = 250;

/** Rows fetched of total, outside React state: for each of a thousand pages, only the bar re-renders. */
export function createExportProgress(initial: ExportProgress) {
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
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    set(progress: ExportProgress) {
      current = progress;
      if (pending) return;
      const wait = notifiedAt + PROGRESS_INTERVAL_MS - Date.now();
      if (wait <= 0) notify();
      else pending = setTimeout(notify, wait);
    },
  };
}

export type ExportProgressSource = ReturnType<typeof createExportProgress>;
