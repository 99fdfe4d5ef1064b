import { createContext, useContext, useEffect } from 'react';
import type { GatewayAuthProvider } from '../../authProvider';
import type { Translate } from '../common/translate';

/** What the sign-in pages need around them, before the admin app loads (SignInApp) and inside it (index.tsx) (issue 17). */
export interface LoginEnvironment {
  translate: Translate;
  authProvider: Pick<GatewayAuthProvider, 'login' | 'verifyTwoFactor' | 'sendTwoFactorCode' | 'forgotPassword' | 'resetPassword'>;
  /** The query string of the current route (the reset link's token). */
  searchParams: URLSearchParams;
  /** Opens another page outside the shell (`/` from the reset page), replacing the current entry. */
  navigate: (path: '/' | '/reset-password') => void;
  /** A session now exists: opens the dashboard (loading the admin app when it is not there yet). */
  openDashboard: () => void;
  /** The language shown, and the language menu's choice (issue 30), kept in react-admin's store. */
  locale: string;
  setLocale: (locale: string) => void;
}

export const LoginEnvironmentContext = createContext<LoginEnvironment | null>(null);

export function useLoginEnvironment(): LoginEnvironment {
  const environment = useContext(LoginEnvironmentContext);
  if (!environment) throw new Error('The sign-in pages need a LoginEnvironment');
  return environment;
}

/** Names the browser tab after the page, as PageRoute does inside the shell: "Sign in · USDT Gateway". */
export function useLoginTitle(titleKey: string) {
  const { translate } = useLoginEnvironment();
  const title = `${translate(titleKey)} · ${translate('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
