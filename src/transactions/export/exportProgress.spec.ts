import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS, createExportProgress } from './exportProgress';

afterEach(() => {
  vi.useRealTimers();
});

describe('createExportProgress', () => {
  it('redraws the first figure at once, then at most once per interval with the latest figure', () => {
    vi.useFakeTimers();
    const progress = createExportProgress({ fetched: 0, total: 1_000 });
    const seen: number[] = [];
    progress.subscribe(() => seen.push(progress.get().fetched));

    progress.set({ fetched: 100, total: 1_000 });
    expect(seen).toEqual([100]);
    // Nine more pages within one interval: the figure is current, the bar redraws once after it.
    for (let page = 2; page <= 10; page += 1) progress.set({ fetched: page * 100, total: 1_000 });
    expect(progress.get().fetched).toBe(1_000);
    expect(seen).toEqual([100]);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(seen).toEqual([100, 1_000]);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 4);
    expect(seen).toEqual([100, 1_000]);
    // After a quiet interval the next figure shows at once again.
    progress.set({ fetched: 1_000, total: 1_000 });
    expect(seen).toEqual([100, 1_000, 1_000]);
  });
});
