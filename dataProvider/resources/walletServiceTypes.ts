import type { HttpClient, QueryValue } from '../httpClient';
import { listOf, type Raw } from '../shapes';
import { at, listResult, present, recordOf, type Calls } from './common';

export function walletServiceTypes(http: HttpClient): Calls {
  return {
    /** `?page&limit&search`; the gateway has one order. A failing status reads 'HTTP error! status: {code}' (001 section 8). */
    async getList(_, { pagination, filter, signal }) {
      const page = pagination?.page ?? 1;
      const { search, q } = (filter ?? {}) as Raw;
      const query = { page, limit: pagination?.perPage, search: (present(search) ? search : q) as QueryValue };
      const { json } = await http('/wallet-service-types/list', { query, signal, errors: 'httpStatus' });
      return listResult(listOf(json), page);
    },
    async getOne(_, { id, signal }) {
      const { json } = await http(at('/wallet-service-types/view', id), { signal, errors: 'httpStatus' });
      return { data: recordOf(json) as never };
    },
  };
}
