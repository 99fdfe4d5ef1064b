import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography, type ButtonProps } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLoginEnvironment } from './environment';
import { LanguageSelect } from './LanguageSelect';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;

// `message`: what the page says over its form (how the last step went, or what is missing).
type AuthCardProps = { title: string; subtitle: string; message: { severity: 'success' | 'info' | 'error'; text: string } | null; children: ReactNode };

/** The centered card of the pages outside the shell (sign-in, password reset): logo, title, subtitle, the page's message. */
export function AuthCard({ title, subtitle, message, children }: AuthCardProps) {
  const { translate } = useLoginEnvironment();
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
            <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
              <Box component="img" src={LOGO_URL} alt="" sx={{ width: 40, height: 40 }} />
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{translate('app.name')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.tagline')}
                </Typography>
              </Box>
              <LanguageSelect />
            </Stack>
            <Box>
              <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {subtitle}
              </Typography>
            </Box>
            {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A form of the card, without the browser's own validation messages: the page says what is wrong. */
export function AuthForm({ onSubmit, spacing = 2, children }: { onSubmit: () => unknown; spacing?: number; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={spacing}>
      {children}
    </Stack>
  );
}

/** Back to Login, or a code step's Back. */
export function BackLink({ labelKey, ...props }: { labelKey: string } & Pick<ButtonProps, 'onClick' | 'disabled'>) {
  const { translate } = useLoginEnvironment();
  return (
    <Button variant="text" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }} {...props}>
      {translate(labelKey)}
    </Button>
  );
}

export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy} loadingPosition="start" disabled={disabled}>
      {children}
    </Button>
  );
}
