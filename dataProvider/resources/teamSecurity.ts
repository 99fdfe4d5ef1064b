import { TEAM_SECURITY_PATH, type TeamSecurity } from '../../contract/teamSecurity';
import type { HttpClient } from '../httpClient';
import type { Calls } from './common';

/**
 * Team security (issue 28) is one record per merchant at a path without an id: ra-data-simple-rest
 * would ask /v2/team-security/{id}, so getOne and update are written here, like profile's, and the
 * card reads and writes it with useGetOne/useUpdate (the id it names is kept, never sent).
 */
export function teamSecurity(http: HttpClient): Calls {
  return {
    async getOne(_, { id, signal }) {
      const { json } = await http<TeamSecurity>(TEAM_SECURITY_PATH, { signal });
      return { data: { ...json, id } as never };
    },
    async update(_, { id, data }) {
      const { json } = await http<TeamSecurity>(TEAM_SECURITY_PATH, { method: 'PUT', body: { require2fa: (data as TeamSecurity).require2fa } });
      return { data: { ...json, id } as never };
    },
  };
}
