import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import type { IpWhitelistEntry } from '../../../contract/ipWhitelist';

export type IpRow = IpWhitelistEntry & { id: string };
export type { Notify } from '../useBanner';
export type IpMeta = { userId: string | null };

export const IP_RESOURCE = 'ip-whitelist';
export const IP_PAGE_SIZE = 25;
/** The app.settings.ip i18n namespace (src/i18n/settings). */
export const IP = 'app.settings.ip';

/** Every call of the resource names whose whitelist it is: the signed-in user's. */
export function useIpMeta(): IpMeta {
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? null : String(identity.id);
  return useMemo(() => ({ userId }), [userId]);
}
