import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '../../contract/constants';
import { DASHBOARD_KEYS, WITHDRAWALS_RESOURCE } from './queryKeys';

/** Refresh: reloads every card and shows the spinner for 0.5 s (000 section 4). */
export function useRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: [WITHDRAWALS_RESOURCE] });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefreshing(false), DELAYS_MS.dashboardRefreshSpinner);
  };
  return { refreshing, refresh };
}
