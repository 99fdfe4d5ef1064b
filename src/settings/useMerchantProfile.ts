import { useGetIdentity, useGetOne, type Identifier } from 'react-admin';
import type { MerchantProfile } from '../../contract/credentials';
import { PROFILE_RESOURCE } from '../../contract/profile';

export type ProfileRecord = MerchantProfile & { id: Identifier };

/** The signed-in user's record of the profile resource (its id is the user's), for the Profile and Security tabs. */
export function useMerchantProfile() {
  const { identity } = useGetIdentity();
  return { identity, ...useGetOne<ProfileRecord>(PROFILE_RESOURCE, { id: identity?.id }, { retry: false }) };
}
