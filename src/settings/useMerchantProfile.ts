import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { MerchantProfile } from '../../contract/credentials';
import type { GatewayDataProvider } from '../../dataProvider';
import { adaptProfile } from '../../dataProvider/settingsApi';

/**
 * GET /merchant/{userId}: the profile fields the Security and Profile tabs show, and `update`, the
 * multipart PUT /merchant/profile as a mutation whose answer goes into the cache.
 */
export function useMerchantProfile() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? null : String(identity.id);
  const key = ['settings', 'profile', userId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => adaptProfile(((await dataProvider.getMerchantRecord(userId as string)) as { data?: unknown } | null)?.data),
    enabled: userId !== null,
    retry: false,
  });
  const update = useMutation({
    mutationFn: (form: FormData) => dataProvider.updateProfile(form),
    onSuccess: (profile) => queryClient.setQueryData<MerchantProfile>(key, (previous) => (previous ? { ...previous, ...profile } : profile)),
  });
  return { ...query, userId, update };
}

export type ProfileUpdate = ReturnType<typeof useMerchantProfile>['update'];
