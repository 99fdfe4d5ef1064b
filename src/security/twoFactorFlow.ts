import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TwoFactorSetup, TwoFactorStatus, TwoFactorType } from '../../contract/auth';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';

const STATUS_KEY = ['security', '2fa-status'] as const;

/** The user's 2FA status: the panel and the step-up dialog share its cache entry, and the calls refresh it. */
export function useTwoFactorStatus() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await dataProvider.getTwoFactorStatus()).data, retry: false });
}

export type Notice = { severity: 'success' | 'error' | 'info'; text: string };

/** Where the two-factor panel is, and `notice`, the banner over it. */
export type Flow = { notice?: Notice | null } & (
  | { step: 'status'; method?: TwoFactorType; freshCodes?: readonly string[] }
  | { step: 'disable' }
  | { step: 'setup'; method: TwoFactorType }
  | { step: 'verify'; method: TwoFactorType; setup: TwoFactorSetup | null; verified?: { codes?: readonly string[] } }
);
export type VerifyFlow = Extract<Flow, { step: 'verify' }>;

export type StepProps = { go: (flow: Flow) => void; onError: (text: string) => void };

export const noticeOf = (message: string | undefined, severity: Notice['severity'] = 'info'): Notice | null => (message ? { severity, text: message } : null);

export function useTwoFactorTranslate() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`app.security.two_factor.${key}`, options);
}

type ToggleBody = Parameters<GatewayDataProvider['toggleTwoFactor']>[0];

/** The 2FA calls; a failure reaches `onError` as the server's message, else 000 section 8's text. */
export function useTwoFactorCalls(onError: (text: string) => void) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const t = useTwoFactorTranslate();
  const outcome = (kind: 'toggle' | 'generate' | 'verify') => ({
    onSuccess: kind === 'generate' ? undefined : () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
    onError: (failure: Error) => onError(errorMessage(failure, { network: t(`messages.${kind}_network`), failed: t(`messages.${kind}_failed`) })),
  });
  return {
    toggle: useMutation({ mutationFn: (body: ToggleBody) => dataProvider.toggleTwoFactor(body), ...outcome('toggle') }),
    send: useMutation({ mutationFn: () => dataProvider.generate2faCode(), ...outcome('generate') }),
    verify: useMutation({
      mutationFn: (code: string) => dataProvider.verify2fa<TwoFactorStatus & { recoveryCodes?: string[] }>({ code }),
      ...outcome('verify'),
    }),
  };
}

/** The calls and `enable`: enabling a method answers the authenticator's QR code and secret, or sends the first code. */
export function useEnableTwoFactor({ go, onError }: StepProps) {
  const calls = useTwoFactorCalls(onError);
  const enable = (method: TwoFactorType) =>
    calls.toggle.mutate({ enable: 'true', type2FA: method }, { onSuccess: (answer) => go({ step: 'verify', method, setup: answer.data ?? null, notice: noticeOf(answer.message) }) });
  return { ...calls, enable };
}
