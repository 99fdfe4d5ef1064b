import type { DashboardPeriod, DashboardQuery } from '../../contract/dashboard';

/** The period selector's state; dates are the date inputs' `YYYY-MM-DD` values, empty when unset. */
export type PeriodState = { period: DashboardPeriod; startDate: string; endDate: string };

export const DEFAULT_PERIOD_STATE: PeriodState = { period: 'today', startDate: '', endDate: '' };

/** Periods whose stat cards carry their own label; any other gets the generic one (000 section 2). */
const LABELLED_PERIODS: readonly DashboardPeriod[] = ['today', 'thisMonth', 'last6Months', 'currentYear'];

export function statLabelKey(stat: 'volume' | 'average', period: DashboardPeriod): string {
  return `app.dashboard.stats.${stat}.${LABELLED_PERIODS.includes(period) ? period : 'generic'}`;
}

/** A custom range whose start comes after its end (000 section 2 caps start ≤ end); ISO dates compare as strings. */
export function isReversed({ startDate, endDate }: Pick<PeriodState, 'startDate' | 'endDate'>): boolean {
  return Boolean(startDate && endDate && startDate > endDate);
}

/** A period's request; a custom range sends both dates or none (000 section 4): null until both are set, in order. */
export function dashboardQuery(state: PeriodState): DashboardQuery | null {
  const { period, startDate, endDate } = state;
  if (period !== 'range') return { filter: period };
  return startDate && endDate && !isReversed(state) ? { filter: period, startDate, endDate } : null;
}
