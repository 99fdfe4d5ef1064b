import { useStore } from 'react-admin';
import { DEFAULT_PERIOD_STATE, type DashboardPeriod, type PeriodState } from './periods';

/**
 * The selected period, kept in react-admin's store so that it survives a visit to another page.
 * The dates are kept as picked or typed: a reversed range is refused on its field (CustomRange)
 * and asks for nothing (dashboardQuery), rather than being quietly changed into another range.
 */
export function usePeriodState() {
  const [state, setState] = useStore<PeriodState>('dashboard.period', DEFAULT_PERIOD_STATE);
  return {
    state,
    setPeriod: (period: DashboardPeriod) => setState({ ...state, period }),
    setStartDate: (startDate: string) => setState({ ...state, startDate }),
    setEndDate: (endDate: string) => setState({ ...state, endDate }),
  };
}
