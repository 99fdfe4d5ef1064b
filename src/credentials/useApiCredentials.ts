import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { readSession } from '../../authProvider/session';
import type { GatewayDataProvider } from '../../dataProvider';
import { checkStoredUser, credentialsFailure, readCredentials, type Credentials } from './readCredentials';

/**
 * The signed-in user's API credentials: the stored user id and role pick the path (001 sections
 * 5 and 6), the answer may come in any of the gateway's shapes, and every failure becomes one of
 * the catalogue's messages (a CredentialsProblem).
 */
export function useApiCredentials() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const session = readSession();
  return useQuery<Credentials & { userId: string }>({
    queryKey: ['credentials', session?.userId, session?.role],
    queryFn: async () => {
      try {
        const { userId, role } = checkStoredUser(session?.userId, session?.role);
        return { ...readCredentials(await dataProvider.getMerchantRecord(userId, role)), userId };
      } catch (error) {
        throw credentialsFailure(error);
      }
    },
    retry: false,
    // The secret is not kept around in the query cache after the page closes.
    gcTime: 0,
  });
}
