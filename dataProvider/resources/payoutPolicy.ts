import { PAYOUT_POLICY_PATH, type PayoutPolicy } from '../../contract/payoutPolicy';
import type { HttpClient } from '../httpClient';
import type { Calls } from './common';

/**
 * The payout policy (issue 28) is one per merchant, at a path without an id: ra-data-simple-rest
 * would ask /v2/payout-policy/{id}, so its getOne and update are written here, like profile's, and
 * useGetOne/useUpdate work on it as on any resource (the id the screen names is kept, never sent).
 */
export function payoutPolicy(http: HttpClient): Calls {
  return {
    async getOne(_, { id, signal }) {
      const { json } = await http<PayoutPolicy>(PAYOUT_POLICY_PATH, { signal });
      return { data: { ...json, id } as never };
    },
    async update(_, { id, data }) {
      const { approval, threshold, newAddress, coolingOffHours } = data as PayoutPolicy;
      const { json } = await http<PayoutPolicy>(PAYOUT_POLICY_PATH, { method: 'PUT', body: { approval, threshold, newAddress, coolingOffHours } });
      return { data: { ...json, id } as never };
    },
  };
}
