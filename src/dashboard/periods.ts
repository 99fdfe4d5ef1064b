import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../contract/dashboard';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';

export { DASHBOARD_PERIODS, type DashboardPeriod };

/** The period selector's state; dates are the date inputs' `YYYY-MM-DD` values, empty when unset. */
export interface PeriodState {
  period: DashboardPeriod;
  startDate: string;
  endDate: string;
}

export const DEFAULT_PERIOD_STATE: PeriodState = { period: 'today', startDate: '', endDate: '' };

/** Periods whose stat cards carry their own label; any other gets the generic one (000 section 2). */
const LABELLED_PERIODS: readonly DashboardPeriod[] = ['today', 'thisMonth', 'last6Months', 'currentYear'];

export function statLabelKey(stat: 'volume' | 'average', period: DashboardPeriod): string {
  return `app.dashboard.stats.${stat}.${LABELLED_PERIODS.includes(period) ? period : 'generic'}`;
}

/** The start date may not pass the end date (000 section 2); ISO dates compare as strings. */
export function capStart(startDate: string, endDate: string): string {
  return startDate && endDate && startDate > endDate ? endDate : startDate;
}

/** The end date may not come before the start date. */
export function floorEnd(endDate: string, startDate: string): string {
  return endDate && startDate && endDate < startDate ? startDate : endDate;
}

/**
 * The request for a period. A custom range adds both dates or none (000 section 4); until both
 * are picked there is nothing to ask, so null.
 */
export function dashboardQuery({ period, startDate, endDate }: PeriodState): DashboardQuery | null {
  if (period !== 'range') return { filter: period };
  return startDate && endDate ? { filter: period, startDate, endDate } : null;
}
