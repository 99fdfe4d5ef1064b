import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { MerchantProfile } from '../../contract/credentials';
import type { GatewayDataProvider } from '../../dataProvider';

/** GET /merchant/{userId}: the profile fields the Security and Profile tabs show and save. */
export function useMerchantProfile() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? null : String(identity.id);
  const key = ['settings', 'profile', userId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getProfile(userId as string),
    enabled: userId !== null,
    retry: false,
  });
  /** Saves a multipart form and puts the answer in the cache. */
  const save = async (form: FormData) => {
    const profile = await dataProvider.updateProfile(form);
    queryClient.setQueryData<MerchantProfile>(key, (previous) => (previous ? { ...previous, ...profile } : profile));
    return profile;
  };
  return { ...query, userId, save };
}
