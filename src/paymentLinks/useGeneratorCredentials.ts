import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetOne, useNavigate, type Identifier } from 'react-admin';
import { readSession } from '../../authProvider/session';
import { credentialFields } from '../../contract/credentials';
import { TRANSACTION_TIMER_DEFAULT } from '../../contract/constants';
import { PROFILE_RESOURCE } from '../../contract/profile';

type GeneratorCredentials = Required<ReturnType<typeof credentialFields>>;

/** base64 of UTF-8 text back to the text; null when it is not base64. */
function fromBase64(value: string | null): string | null {
  if (!value) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0))) || null;
  } catch {
    return null;
  }
}

/** Both the key and the secret, with the timer's default; null without either. */
function usable({ apiKey, apiSecret, transactionTimer }: ReturnType<typeof credentialFields>): GeneratorCredentials | null {
  return apiKey && apiSecret ? { apiKey, apiSecret, transactionTimer: transactionTimer ?? TRANSACTION_TIMER_DEFAULT } : null;
}

function fromQuery(search: string): GeneratorCredentials | null {
  const query = new URLSearchParams(search);
  const [apiKey, apiSecret] = [fromBase64(query.get('api_key')), fromBase64(query.get('api_secret'))];
  return usable(credentialFields({ apiKey, apiSecret, transactionTimer: query.get('timer') }));
}

/**
 * The generator's credentials for the spec's flow (DECISIONS.md section 4), only when the gateway has no
 * session path: from the link of API Credentials (then taken out of the address bar, so the secret stays
 * out of the history), else from the merchant record when first asked for.
 */
export function useGeneratorCredentials(): { load: () => Promise<GeneratorCredentials | null> } {
  const location = useLocation();
  const navigate = useNavigate();
  const session = readSession();
  const { refetch } = useGetOne<ReturnType<typeof credentialFields> & { id: Identifier }>(
    PROFILE_RESOURCE,
    { id: session?.userId, meta: { role: session?.role } },
    { enabled: false, retry: false, gcTime: 0 },
  );
  const [fromLink] = useState(() => fromQuery(location.search));

  useEffect(() => {
    if (location.search) navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const load = async (): Promise<GeneratorCredentials | null> => {
    if (fromLink) return fromLink;
    if (!session?.userId || !session.role) return null;
    const { data } = await refetch({ throwOnError: true });
    const credentials = data ? usable(data) : null;
    if (credentials) return credentials;
    // 000 section 5: a merchant answer without the API key or secret "is only logged" (besides the page's alert,
    // which keeps the page from asking again).
    console.warn('The merchant answer carries no API key or API secret; payment links cannot be signed.');
    return null;
  };

  return { load };
}
