import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { CoreAdminContext } from 'ra-core';
import { createDataProvider } from '../../dataProvider';
import { createHttpClient } from '../../dataProvider/httpClient';
import { createFetchDouble, ok, type Reply } from '../test/fetchDouble';
import { storeTestSession, USERS } from '../test/sessions';
import { useGeneratorCredentials } from './useGeneratorCredentials';

const MERCHANT = 'GET /merchant/22222222-2222-4222-8222-222222222222';

function mount(record: Reply) {
  storeTestSession(USERS.merchant);
  const network = createFetchDouble({ [MERCHANT]: record });
  const dataProvider = createDataProvider({ httpClient: createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => null }) });
  const wrapper = ({ children }: { children: ReactNode }) => <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>;
  return { network, ...renderHook(() => useGeneratorCredentials(), { wrapper }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useGeneratorCredentials: a merchant answer without the key or secret (000 section 5)', () => {
  it.each([
    ['the secret', { success: true, apiKey: 'ak_m', data: { transactionTimer: 10 } }],
    ['the key', { success: true, apiSecret: 'sk_m' }],
  ])('logs a missing %s with console.warn (the QR page then asks no more: its spec logs it once)', async (_missing, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, network } = mount({ status: 200, body });
    await act(async () => expect(await result.current.load()).toBeNull());
    expect(network.requests(MERCHANT)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The merchant answer carries no API key or API secret; payment links cannot be signed.');
  });

  it('logs nothing when both are there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = mount(ok({ apiKey: 'ak_m', apiSecret: 'sk_m', transactionTimer: 15 }));
    await act(async () => expect(await result.current.load()).toEqual({ apiKey: 'ak_m', apiSecret: 'sk_m', transactionTimer: 15 }));
    expect(warn).not.toHaveBeenCalled();
  });
});
