import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DELAYS_MS } from '../../contract/constants';
import { copyText } from './clipboard';

/**
 * The TOTP secret, blurred until revealed, with Copy and its 2-second confirmation (000 sections 2 and 8).
 * The caller passes its translate: the security panel react-admin's, the sign-in page's enrolment
 * step its own (it runs before react-admin has loaded, issue 17).
 */
export function SecretReveal({ secret, translate }: { secret: string; translate: (key: string) => string }) {
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const t = (key: string) => translate(`app.security.two_factor.${key}`);

  const copy = async () => {
    let copied = true;
    try {
      await copyText(secret);
    } catch {
      copied = false;
    }
    setNotice({ ok: copied, text: t(copied ? 'messages.copied' : 'messages.copy_failed') });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), DELAYS_MS.copyMessage);
  };

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
        <Button size="small" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        {notice ? (
          <Typography role="status" variant="body2" color={notice.ok ? 'success.main' : 'error'}>
            {notice.text}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
