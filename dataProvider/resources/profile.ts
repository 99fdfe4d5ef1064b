import { credentialsPath } from '../credentialsApi';
import type { HttpClient } from '../httpClient';
import { adaptProfile } from '../settingsApi';
import type { Calls, Raw } from './common';

/**
 * The signed-in user's merchant profile (001 section 7), its id the user's: GET /merchant/{userId},
 * and the multipart PUT /merchant/profile of the fields given (a File as itself, the rest as text).
 */
export function profile(http: HttpClient): Calls {
  return {
    async getOne(_, { id, signal }) {
      const { json } = await http<Raw>(credentialsPath(String(id)), { signal });
      return { data: { ...adaptProfile(json?.data), id } as never };
    },
    async update(_, { id, data }) {
      const form = new FormData();
      for (const [field, value] of Object.entries(data as Raw)) {
        if (value !== undefined) form.append(field, value instanceof Blob ? value : String(value));
      }
      const { json } = await http<Raw>('/merchant/profile', { method: 'PUT', body: form });
      return { data: { ...adaptProfile(json?.data), id } as never };
    },
  };
}
