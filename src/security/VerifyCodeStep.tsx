import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import QRCode from 'react-qr-code';
import { useTranslate } from 'react-admin';
import { CODE_LENGTH, DELAYS_MS } from '../../contract/constants';
import { SecretReveal } from '../common/SecretReveal';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { noticeOf, useEnableTwoFactor, useTwoFactorTranslate, type StepProps, type VerifyFlow } from './twoFactorFlow';

/** The QR and secret, or Send Code, then the code; once verified the status returns after 1.5 s (000 section 9). */
export function VerifyCodeStep({ flow, ...props }: StepProps & { flow: VerifyFlow }) {
  const translate = useTranslate();
  const t = useTwoFactorTranslate();
  const { go } = props;
  const { method, setup, verified } = flow;
  const [code, setCode] = useState('');
  const { enable, toggle, send, verify } = useEnableTwoFactor(props);
  const busy = toggle.isPending || send.isPending || verify.isPending;

  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(() => go({ step: 'status', freshCodes: verified.codes }), DELAYS_MS.postVerify);
    return () => clearTimeout(timer);
  }, [verified, go]);

  const submit = () =>
    verify.mutate(code, {
      onSuccess: ({ data, message }) =>
        go({ ...flow, verified: { codes: Array.isArray(data?.recoveryCodes) ? data.recoveryCodes : undefined }, notice: { severity: 'success', text: message ?? t('enabled') } }),
    });

  return (
    <Stack spacing={2}>
      {setup?.qrCode ? (
        <>
          <Typography>{t('scan')}</Typography>
          <Box sx={{ bgcolor: '#fff', p: 2, alignSelf: 'flex-start', borderRadius: 1 }}>
            <QRCode value={setup.qrCode} size={176} title={t('qr_label')} />
          </Box>
          {setup.secret ? <SecretReveal secret={setup.secret} translate={translate} /> : null}
        </>
      ) : null}
      {method === 'GOOGLE_AUTH' && !setup?.qrCode ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('no_qr')}</Typography>
          <Button size="small" disabled={busy} onClick={() => enable('GOOGLE_AUTH')}>
            {t('new_qr')}
          </Button>
        </Stack>
      ) : null}
      {method !== 'GOOGLE_AUTH' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>{t('code_sent_help')}</Typography>
          <Button size="small" disabled={busy} onClick={() => send.mutate(undefined, { onSuccess: (answer) => go({ ...flow, notice: noticeOf(answer.message) }) })}>
            {t('send_code')}
          </Button>
        </Stack>
      ) : null}
      <TwoFactorCodeField value={code} onChange={setCode} disabled={busy} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy || code.length !== CODE_LENGTH} onClick={submit}>
          {translate('app.login.verify_code')}
        </Button>
        <Button onClick={() => go({ step: 'status', freshCodes: verified?.codes })}>{translate('app.action.back')}</Button>
      </Stack>
    </Stack>
  );
}
