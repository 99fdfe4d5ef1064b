import type { ExportProgress } from '../../common/export/listPages';

/** Rows fetched of total, outside React state: for each of a thousand pages, only the bar re-renders. */
export interface ExportProgressSource {
  subscribe: (listener: () => void) => () => void;
  get: () => ExportProgress;
}

/** The bar redraws at most this often (each redraw took CPU from the export, issue 17); the latest figure shows within it. */
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
