import { AUTH_MESSAGES } from '../../contract/authMessages';
import { SessionStorageError } from '../../authProvider/session';
import { isHttpError, isNetworkError, serverMessage } from '../../dataProvider/httpClient';

/** The sign-in calls, each with its own fallbacks in the error catalogue (000 section 8). */
export type LoginCall = 'signIn' | 'otp' | 'twoFactor' | 'recoveryCode' | 'sendCode' | 'forgot';

const FALLBACKS: Record<LoginCall, [network: string, failed: string]> = {
  signIn: ['network', 'login_failed'],
  otp: ['network', 'otp_failed'],
  twoFactor: ['verify_network', 'two_factor_failed'],
  recoveryCode: ['verify_network', 'two_factor_failed'],
  sendCode: ['send_code_network', 'send_code_failed'],
  forgot: ['reset_network', 'reset_failed'],
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's message when it sent one (000 section 8), else the call's fallback. */
export function loginErrorText(call: LoginCall, error: unknown, translate: Translate): string {
  if (error instanceof SessionStorageError) return translate('app.login.errors.store_failed');
  const fromServer = serverMessage(error);
  // A used or unknown recovery code is refused as a wrong 6-digit code is: say it in the words of recovery codes.
  if (call === 'recoveryCode' && isHttpError(error) && error.status === 400 && (!fromServer || fromServer === AUTH_MESSAGES.invalidCode)) {
    return translate('app.login.errors.invalid_recovery_code');
  }
  if (fromServer) return fromServer;
  if (isNetworkError(error)) return translate(`app.login.errors.${FALLBACKS[call][0]}`);
  if (isHttpError(error)) {
    // A refused code without a reason is an invalid code; a server failure is the generic one.
    if (call === 'twoFactor' && error.status < 500) return translate('app.login.errors.invalid_code');
    if (call === 'signIn') return translate('app.login.errors.login_failed_prefix') + error.message;
  }
  return translate(`app.login.errors.${FALLBACKS[call][1]}`);
}
