import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PayoutRequest } from '../../contract/payouts';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { newIdempotencyKey } from '../common/idempotencyKey';

export type SubmitOutcome = { ok: true; message: string | undefined } | { ok: false; message: string };

const sameRequest = (a: PayoutRequest, b: PayoutRequest) =>
  a.amount === b.amount && a.merchantWallet === b.merchantWallet && a.currencyType === b.currencyType;

/**
 * Sends a payout with an Idempotency-Key. A retry of the same request after a failure (a lost
 * answer, a timeout) reuses the key, so the gateway makes one payout however often it is sent;
 * a changed request or a success starts a new key.
 */
export function usePayoutSubmit(fallbacks: { failed: string; network: string }) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ request: PayoutRequest; key: string } | null>(null);

  const submit = useCallback(
    async (request: PayoutRequest): Promise<SubmitOutcome> => {
      if (!attempt.current || !sameRequest(attempt.current.request, request)) {
        attempt.current = { request, key: newIdempotencyKey() };
      }
      setSubmitting(true);
      try {
        const { message } = await dataProvider.submitPayout(request, attempt.current.key);
        attempt.current = null;
        return { ok: true, message };
      } catch (error) {
        return { ok: false, message: errorMessage(error, fallbacks) };
      } finally {
        setSubmitting(false);
      }
    },
    [dataProvider, fallbacks],
  );
  return { submit, submitting };
}
