/** Nearest-rank percentile of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
