import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../contract/notificationPreferences';
import type { GatewayDataProvider } from '../../dataProvider';

/** The user's notification preferences (issue 13); null without the call (404/405): the spec's behaviour then. */
export function useNotificationPreferences() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? null : String(identity.id);
  const key = ['preferences', 'notifications', userId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getNotificationPreferences(),
    enabled: userId !== null,
    retry: false,
    staleTime: 60_000,
  });
  const mutation = useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) => dataProvider.updateNotificationPreferences(update),
    onSuccess: (saved) => queryClient.setQueryData<NotificationPreferences | null>(key, saved),
  });
  return { ...query, save: mutation.mutateAsync, saving: mutation.isPending };
}
