import { useStore } from 'react-admin';
import { DEFAULT_PERIOD_STATE, capStart, floorEnd, type DashboardPeriod, type PeriodState } from './periods';

/**
 * The selected period, kept in react-admin's store so that it survives a visit to another page.
 * Date changes go through the range rules, whichever way they arrive (picker or keyboard).
 */
export function usePeriodState() {
  const [state, setState] = useStore<PeriodState>('dashboard.period', DEFAULT_PERIOD_STATE);
  return {
    state,
    setPeriod: (period: DashboardPeriod) => setState({ ...state, period }),
    setStartDate: (startDate: string) => setState({ ...state, startDate: capStart(startDate, state.endDate) }),
    setEndDate: (endDate: string) => setState({ ...state, endDate: floorEnd(endDate, state.startDate) }),
  };
}
