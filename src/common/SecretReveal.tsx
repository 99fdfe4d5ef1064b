import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCopy } from './clipboard';

/**
 * The TOTP secret, blurred until revealed, with Copy and its 2-second confirmation (000 sections 2 and 8). The
 * caller passes its translate: the sign-in page's enrolment runs before react-admin has loaded (issue 17).
 */
export function SecretReveal({ secret, translate }: { secret: string; translate: (key: string) => string }) {
  const [revealed, setRevealed] = useState(false);
  const { copied, copy } = useCopy();
  const t = (key: string) => translate(`app.security.two_factor.${key}`);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('secret')}</Typography>
      <Box
        data-testid="two-factor-secret"
        aria-hidden={!revealed}
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', filter: revealed ? 'none' : 'blur(5px)', userSelect: revealed ? 'text' : 'none' }}
      >
        {secret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => setRevealed((shown) => !shown)}>
          {t(revealed ? 'hide' : 'reveal')}
        </Button>
        <Button size="small" onClick={() => copy(secret)}>
          {t('copy')}
        </Button>
        {copied ? (
          <Typography role="status" variant="body2" color={copied.ok ? 'success.main' : 'error'}>
            {t(copied.ok ? 'messages.copied' : 'messages.copy_failed')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
