import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';

export const SUB_USERS_KEY = ['subusers', 'list'] as const;

/** The team list (GET /subusers) and a way to reload it after a change. */
export function useSubUsers() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SUB_USERS_KEY, queryFn: () => dataProvider.getSubUsers(), retry: false });
  return { ...query, dataProvider, reload: () => queryClient.invalidateQueries({ queryKey: SUB_USERS_KEY }) };
}
