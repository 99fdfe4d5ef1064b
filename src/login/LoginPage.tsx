import { lazy, Suspense, useEffect, useState } from 'react';
import { isSessionValid } from '../../authProvider/session';
import { AuthCard } from './AuthCard';
import { CodeExpiry, CodeForm, ResendButton } from './CodeForm';
import { useLoginEnvironment, useLoginTitle } from './environment';
import { SignInForm } from './SignInForm';
import { useLoginFlow, type LoginMode } from './useLoginFlow';

// The enrolment's QR code, the recovery codes and the reset page load only when needed (the sign-in bundle budget).
const EnrolmentQr = lazy(() => import('./EnrolmentQr').then((m) => ({ default: m.EnrolmentQr })));
const FreshRecoveryCodes = lazy(() => import('../common/FreshRecoveryCodes').then((m) => ({ default: m.FreshRecoveryCodes })));
export const LazyResetPage = lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/** The login screen at `#/`, outside the shell: one centered card that changes with the mode. */
export function LoginPage() {
  const { translate, openDashboard } = useLoginEnvironment();
  const flow = useLoginFlow();
  useLoginTitle('app.login.title');
  // Someone already signed in who opens `#/` belongs on the dashboard.
  const [signedIn] = useState(() => isSessionValid());
  useEffect(() => {
    if (signedIn) openDashboard();
  }, [signedIn, openDashboard]);
  if (signedIn) return null;

  const type2FA = flow.challenge?.type2FA ?? 'GOOGLE_AUTH';
  const twoFactorHelp = flow.usingRecoveryCode ? 'app.login.recovery_code_title_help' : `app.login.two_factor_help.${type2FA}`;
  const headings: Record<LoginMode, [titleKey: string, subtitle: string]> = {
    signIn: ['app.login.title', translate('app.login.subtitle')],
    otp: ['app.login.otp_title', translate('app.login.otp_help', { email: flow.otpEmail })],
    twoFactor: ['app.login.two_factor_title', translate(twoFactorHelp)],
    enrol: ['app.login.enrol_title', translate(`app.login.enrol_help.${type2FA}`)],
    forgot: ['app.login.forgot_title', translate('app.login.forgot_help')],
    recoveryCodes: ['app.recovery_codes.title', translate('app.recovery_codes.help')],
  };
  const [titleKey, subtitle] = headings[flow.mode];

  const otp = flow.mode === 'otp';
  const codeStep = otp || flow.mode === 'twoFactor' || flow.mode === 'enrol';
  // Emailed codes (mode 2, and 2FA by email or phone) expire in 5 minutes and can be sent again.
  const emailedCode = codeStep && (otp || type2FA !== 'GOOGLE_AUTH');

  return (
    <AuthCard title={translate(titleKey)} subtitle={subtitle} message={flow.message}>
      {emailedCode && flow.codeSentAt !== null ? <CodeExpiry key={flow.codeSentAt} sentAt={flow.codeSentAt} /> : null}
      {flow.mode === 'signIn' || flow.mode === 'forgot' ? (
        <SignInForm
          key={flow.mode}
          forgot={flow.mode === 'forgot'}
          initial={flow.credentials}
          busy={flow.busy}
          onSubmit={flow.mode === 'forgot' ? ({ email }) => flow.sendResetLink(email) : flow.signIn}
          onLeave={(email) => (flow.mode === 'forgot' ? flow.goTo('signIn') : flow.goTo('forgot', email))}
        />
      ) : null}
      {/* Enrolment is the 2FA step with the authenticator's QR code above it. */}
      {flow.mode === 'enrol' && flow.challenge?.enrolment?.qrCode ? (
        <Suspense fallback={null}>
          <EnrolmentQr qrCode={flow.challenge.enrolment.qrCode} secret={flow.challenge.enrolment.secret} />
        </Suspense>
      ) : null}
      {codeStep ? (
        <CodeForm
          key={flow.mode}
          busy={flow.busy}
          otp={otp}
          onSubmit={otp ? flow.verifyOtp : flow.verifyTwoFactor}
          onBack={flow.back}
          extra={emailedCode ? <ResendButton sentAt={flow.codeSentAt} busy={flow.busy} onClick={otp ? flow.resendOtp : flow.resendCode} /> : null}
          // A recovery code stands in for the 2FA code of a set-up 2FA, never for finishing an enrolment.
          recovery={flow.mode === 'twoFactor' ? { active: flow.usingRecoveryCode, onChange: flow.chooseRecoveryCode } : undefined}
        />
      ) : null}
      {flow.mode === 'recoveryCodes' && flow.freshCodes ? (
        <Suspense fallback={null}>
          <FreshRecoveryCodes codes={flow.freshCodes} translate={translate} onCopied={flow.copiedCodes} onDone={openDashboard} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
