import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { WEBHOOK_DELIVERIES_RESOURCE } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import type { ComposedDataProvider } from '../../providers';

/** Send test event and Redeliver (not CRUD): the new delivery then shows in the log, whose reads are invalidated. */
export function useWebhookSend(send: (dataProvider: ComposedDataProvider, id: string) => Promise<unknown>, success: string) {
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => send(dataProvider, id),
    onSuccess: () => {
      notify(success, { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: [WEBHOOK_DELIVERIES_RESOURCE] });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
}
