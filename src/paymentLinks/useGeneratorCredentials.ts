import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useDataProvider, useNavigate } from 'react-admin';
import { readSession } from '../../authProvider/session';
import { credentialFields } from '../../contract/credentials';
import { TRANSACTION_TIMER_DEFAULT } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';

export interface GeneratorCredentials {
  apiKey: string;
  apiSecret: string;
  transactionTimer: number;
}

/** base64 of UTF-8 text back to the text; null when it is not base64. */
function fromBase64(value: string | null): string | null {
  if (!value) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0))) || null;
  } catch {
    return null;
  }
}

function fromQuery(search: string): GeneratorCredentials | null {
  const query = new URLSearchParams(search);
  const apiKey = fromBase64(query.get('api_key'));
  const apiSecret = fromBase64(query.get('api_secret'));
  if (!apiKey || !apiSecret) return null;
  const timer = Number(query.get('timer'));
  return { apiKey, apiSecret, transactionTimer: Number.isInteger(timer) && timer > 0 ? timer : TRANSACTION_TIMER_DEFAULT };
}

/**
 * The generator's credentials (DECISIONS.md section 4): from the query (api_key and api_secret in
 * base64, timer) when opened from API Credentials, which are then removed from the address bar so
 * the secret stays out of the history; otherwise loaded from the merchant record.
 */
export function useGeneratorCredentials() {
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [fromLink] = useState(() => fromQuery(location.search));

  useEffect(() => {
    if (location.search) navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const loaded = useQuery({
    queryKey: ['generatorCredentials'],
    enabled: fromLink === null,
    retry: false,
    gcTime: 0,
    queryFn: async (): Promise<GeneratorCredentials | null> => {
      const session = readSession();
      if (!session?.userId || !session.role) return null;
      const { apiKey, apiSecret, transactionTimer } = credentialFields(await dataProvider.getMerchantRecord(session.userId, session.role));
      return apiKey && apiSecret ? { apiKey, apiSecret, transactionTimer: transactionTimer ?? TRANSACTION_TIMER_DEFAULT } : null;
    },
  });
  if (fromLink) return { credentials: fromLink, isPending: false };
  return { credentials: loaded.data ?? null, isPending: loaded.isPending };
}
