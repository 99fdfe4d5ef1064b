import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import type { ComplaintQuery } from '../../dataProvider/complaintsApi';
import { useGatewayEvent } from '../common/gatewayEvents';

const KEY = 'complaints';

/** One page of complaints; a `refund-update` event (another tab, another user) reloads it. */
export function useComplaints(query: ComplaintQuery) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) => dataProvider.getComplaints(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: [KEY] }), [queryClient]);
  useGatewayEvent('refund-update', () => {
    void reload();
  });
  return { ...result, reload };
}
