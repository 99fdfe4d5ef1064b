import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Navigate, useTranslate } from 'react-admin';
import { isSessionValid } from '../../authProvider/session';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { CodeForm } from './CodeForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { useLoginFlow, type LoginMode } from './useLoginFlow';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;

const TITLES: Record<LoginMode, string> = {
  signIn: 'app.login.title',
  otp: 'app.login.otp_title',
  twoFactor: 'app.login.two_factor_title',
  forgot: 'app.login.forgot_title',
};

/** The login screen at `#/`, outside the shell: one centered card that changes with the mode. */
export function LoginPage() {
  const translate = useTranslate();
  const flow = useLoginFlow();
  useDocumentTitle('app.login.title');
  // Someone already signed in who opens `#/` belongs on the dashboard.
  const [signedIn] = useState(() => isSessionValid());
  if (signedIn) return <Navigate to="/dashboard" replace />;

  const subtitle =
    flow.mode === 'signIn'
      ? translate('app.login.subtitle')
      : flow.mode === 'otp'
        ? translate('app.login.otp_help', { email: flow.otpEmail })
        : flow.mode === 'twoFactor'
          ? translate(`app.login.two_factor_help.${flow.challenge?.type2FA ?? 'GOOGLE_AUTH'}`)
          : translate('app.login.forgot_help');

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(1200px 600px at 10% -10%, ${theme.palette.primary.main}26, transparent 60%),` +
          `radial-gradient(900px 500px at 110% 110%, ${theme.palette.secondary.main}1f, transparent 60%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 24px 48px -24px rgba(15, 23, 42, 0.25)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4.5 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box component="img" src={LOGO_URL} alt="" sx={{ width: 40, height: 40 }} />
              <Box>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{translate('app.name')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.tagline')}
                </Typography>
              </Box>
            </Stack>
            <Box>
              <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
                {translate(TITLES[flow.mode])}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {subtitle}
              </Typography>
            </Box>
            {flow.message ? <Alert severity={flow.message.severity}>{flow.message.text}</Alert> : null}
            {flow.mode === 'signIn' ? (
              <SignInForm
                initial={flow.credentials}
                busy={flow.busy}
                onSubmit={flow.signIn}
                onForgotPassword={(email) => flow.goTo('forgot', email)}
              />
            ) : null}
            {flow.mode === 'otp' ? (
              <CodeForm
                key="otp"
                busy={flow.busy}
                submitLabelKey="app.login.verify_otp"
                backLabelKey="app.login.back_to_login"
                onSubmit={flow.verifyOtp}
                onBack={flow.back}
              />
            ) : null}
            {flow.mode === 'twoFactor' ? (
              <CodeForm
                key="twoFactor"
                busy={flow.busy}
                submitLabelKey="app.login.verify_code"
                backLabelKey="app.login.back"
                onSubmit={flow.verifyTwoFactor}
                onBack={flow.back}
                extra={
                  flow.challenge && flow.challenge.type2FA !== 'GOOGLE_AUTH' ? (
                    <Button variant="text" onClick={flow.resendCode} disabled={flow.busy}>
                      {translate('app.login.resend_code')}
                    </Button>
                  ) : null
                }
              />
            ) : null}
            {flow.mode === 'forgot' ? (
              <ForgotPasswordForm
                initialEmail={flow.credentials.email}
                busy={flow.busy}
                onSubmit={flow.sendResetLink}
                onBack={() => flow.goTo('signIn')}
              />
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
