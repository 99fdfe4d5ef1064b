import type { ExportProgress } from './fetchAllPages';

/**
 * Rows fetched of total, kept outside React state: an export of 100,000 rows reports a thousand
 * pages, and only the progress bar should re-render for each, not the whole Transactions screen.
 */
export interface ExportProgressSource {
  subscribe: (listener: () => void) => () => void;
  get: () => ExportProgress;
}

export function createExportProgress(initial: ExportProgress): ExportProgressSource & { set: (progress: ExportProgress) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    set(progress) {
      current = progress;
      listeners.forEach((listener) => listener());
    },
  };
}
