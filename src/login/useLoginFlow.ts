import { useEffect, useState } from 'react';
import type { LoginRequest, TwoFactorType } from '../../contract/auth';
import { isRecoveryCode } from '../../contract/recoveryCodeFormat';
import { DELAYS_MS } from '../../contract/constants';
import type { LoginOutcome } from '../../authProvider';
import { isEmailAddress } from './emailRule';
import { useLoginEnvironment } from './environment';
import { loginErrorText, type LoginCall } from './loginErrors';

/** The modes of the login screen (000 section 2), and the recovery codes an enrolment ends with. */
export type LoginMode = 'signIn' | 'otp' | 'twoFactor' | 'enrol' | 'forgot' | 'recoveryCodes';

export type Credentials = Required<Omit<LoginRequest, 'otp'>>;

interface TwoFactorChallenge {
  userId: string;
  type2FA: TwoFactorType;
  /** Whether the user came through the emailed code (mode 2); mode 3 goes back to mode 2 either way. */
  viaOtp: boolean;
  /** An authenticator's enrolment: the otpauth URI (as a QR code) and the secret. */
  enrolment?: { qrCode: string | null; secret: string | null };
}

function emailProblem(email: string): string | null {
  if (!email) return 'app.login.errors.email_required';
  return isEmailAddress(email) ? null : 'app.login.errors.email_invalid';
}

/** The login flow of 000 section 4: credentials, the codes the server asks for, then /dashboard (1.2 s, or 1 s after 2FA). */
export function useLoginFlow() {
  const { authProvider, translate, openDashboard } = useLoginEnvironment();
  const [mode, setMode] = useState<LoginMode>('signIn');
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '', rememberMe: false });
  const [otpEmail, setOtpEmail] = useState('');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  /** The recovery codes an enrolment at sign-in ended with, shown once before the dashboard (issue 16). */
  const [freshCodes, setFreshCodes] = useState<readonly string[] | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [redirectDelay, setRedirectDelay] = useState<number | null>(null);
  /** When the latest emailed code was sent (mode 2, or an EMAIL/PHONE 2FA code): the countdown starts there. */
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  /** The challenge for which step 3 asks for a recovery code instead; a new challenge starts with the 2FA code. */
  const [recoveryFor, setRecoveryFor] = useState<TwoFactorChallenge | null>(null);

  useEffect(() => {
    if (redirectDelay === null) return;
    const timer = setTimeout(openDashboard, redirectDelay);
    return () => clearTimeout(timer);
  }, [redirectDelay, openDashboard]);

  const say = (severity: 'success' | 'info' | 'error', key: string, options?: Record<string, unknown>) =>
    setMessage({ severity, text: translate(key, options) });
  const fail = (call: LoginCall, error: unknown) => setMessage({ severity: 'error', text: loginErrorText(call, error, translate) });
  const codeSent = (type: TwoFactorType) => say('success', 'app.login.messages.code_sent', { type: translate(`app.login.code_types.${type}`) });

  const run = async (call: LoginCall, action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      fail(call, error);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (next: TwoFactorChallenge) => {
    try {
      await authProvider.sendTwoFactorCode(next.userId);
      setCodeSentAt(Date.now());
      codeSent(next.type2FA);
    } catch (error) {
      fail('sendCode', error);
    }
  };

  const follow = async (outcome: LoginOutcome, from: 'signIn' | 'otp' | 'twoFactor') => {
    if (outcome.step === 'signedIn' && outcome.recoveryCodes) {
      // Signed in, but the codes come first: the user leaves with "I have saved them".
      setFreshCodes(outcome.recoveryCodes);
      setMode('recoveryCodes');
      return say('success', 'app.login.messages.enrolled');
    }
    if (outcome.step === 'signedIn') {
      say('success', 'app.login.messages.login_success');
      return setRedirectDelay(from === 'twoFactor' ? DELAYS_MS.login2faRedirect : DELAYS_MS.loginRedirect);
    }
    if (outcome.step === 'otp') {
      setOtpEmail(outcome.email);
      setCodeSentAt(Date.now());
      setMode('otp');
      return say('info', 'app.login.messages.otp_sent');
    }
    const next: TwoFactorChallenge = { userId: outcome.userId, type2FA: outcome.type2FA, viaOtp: from === 'otp' };
    if (outcome.step === 'enrol') next.enrolment = { qrCode: outcome.qrCode, secret: outcome.secret };
    setChallenge(next);
    if (outcome.step === 'enrol') {
      // The server decided: no session until the 2FA a manager turned on is set up.
      setMode('enrol');
      setMessage({ severity: 'info', text: outcome.message ?? translate('app.login.messages.enrol_2fa') });
      // EMAIL and PHONE: the sign-in answer has already sent the first code.
      if (outcome.type2FA !== 'GOOGLE_AUTH') setCodeSentAt(Date.now());
      return;
    }
    setMode('twoFactor');
    say('info', 'app.login.messages.complete_2fa');
    // EMAIL and PHONE codes are sent on request; an authenticator app already shows one.
    if (next.type2FA !== 'GOOGLE_AUTH') await sendCode(next);
  };

  const signIn = (input: Credentials) => {
    setCredentials(input);
    const problem = emailProblem(input.email) ?? (input.password ? null : 'app.login.errors.password_required');
    if (problem) return say('error', problem);
    return run('signIn', async () => follow(await authProvider.login(input), 'signIn'));
  };

  const verifyOtp = (otp: string) =>
    run('otp', async () => follow(await authProvider.login({ ...credentials, otp }), 'otp'));

  const verifyTwoFactor = (code: string) => {
    if (!challenge) return;
    return run(isRecoveryCode(code) ? 'recoveryCode' : 'twoFactor', async () =>
      follow(
        await authProvider.verifyTwoFactor({ code, userId: challenge.userId, rememberMe: credentials.rememberMe }),
        'twoFactor',
      ),
    );
  };

  /** Mode 2's Resend code: the credentials again without a code, which is how the server sends a new one. */
  const resendOtp = () =>
    run('sendCode', async () => {
      const outcome = await authProvider.login(credentials);
      await follow(outcome, 'signIn');
      // A resend says that a new code went out, not the first step's "Enter OTP to continue".
      if (outcome.step === 'otp') codeSent('EMAIL');
    });

  const sendResetLink = (email: string) => {
    const problem = emailProblem(email);
    if (problem) return say('error', problem);
    return run('forgot', async () => {
      await authProvider.forgotPassword(email);
      say('success', 'app.login.messages.reset_sent');
    });
  };

  const goTo = (next: LoginMode, email?: string) => {
    if (email !== undefined) setCredentials((current) => ({ ...current, email }));
    setMessage(null);
    setMode(next);
  };

  const back = () => {
    // Mode 3's back goes to mode 2 (000 section 2), also when no code was emailed: then it says so, without a countdown.
    if (mode === 'twoFactor' && !challenge?.viaOtp) {
      goTo('otp');
      setOtpEmail(credentials.email);
      setCodeSentAt(null);
      return say('info', 'app.login.messages.no_otp_needed');
    }
    goTo((mode === 'twoFactor' || mode === 'enrol') && challenge?.viaOtp ? 'otp' : 'signIn');
  };

  return {
    mode,
    credentials,
    otpEmail,
    challenge,
    freshCodes,
    /** The copy of the fresh recovery codes worked or not: the page's alert says which. */
    copiedCodes: (copied: boolean) =>
      say(copied ? 'success' : 'error', copied ? 'app.recovery_codes.copied' : 'app.recovery_codes.copy_failed'),
    message,
    busy: busy || redirectDelay !== null,
    codeSentAt,
    usingRecoveryCode: mode === 'twoFactor' && recoveryFor !== null && recoveryFor === challenge,
    chooseRecoveryCode: (active: boolean) => setRecoveryFor(active ? challenge : null),
    signIn,
    resendOtp,
    verifyOtp,
    verifyTwoFactor,
    resendCode: () => challenge && run('sendCode', () => sendCode(challenge)),
    sendResetLink,
    goTo,
    back,
  };
}
