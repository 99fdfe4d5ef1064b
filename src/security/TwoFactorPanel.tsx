import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../dataProvider/httpClient';
import { LoadingStatus } from '../common/LoadingStatus';
import { ChooseMethodStep } from './ChooseMethodStep';
import { EnableMethodStep } from './EnableMethodStep';
import { EnabledStep } from './EnabledStep';
import { VerifyCodeStep } from './VerifyCodeStep';
import { useTwoFactorStatus, useTwoFactorTranslate, type Flow } from './twoFactorFlow';

/** The two-factor panel of 000 section 2, one step (`Flow`) at a time, under a banner saying how the last call went. */
export function TwoFactorPanel() {
  const t = useTwoFactorTranslate();
  const status = useTwoFactorStatus();
  const [flow, setFlow] = useState<Flow>({ step: 'status' });
  const onError = (text: string) => setFlow((current) => ({ ...current, notice: { severity: 'error', text } }));
  const props = { go: setFlow, onError };

  const body = () => {
    if (status.isPending) return <LoadingStatus message="app.security.two_factor.loading" inline />;
    if (status.error || !status.data) {
      return <Alert severity="error">{errorMessage(status.error, { network: t('messages.status_network'), failed: t('messages.status_failed') })}</Alert>;
    }
    if (flow.step === 'setup') return <EnableMethodStep method={flow.method} {...props} />;
    // A new QR code starts the verification afresh.
    if (flow.step === 'verify') return <VerifyCodeStep key={flow.setup?.secret ?? flow.method} flow={flow} {...props} />;
    const enabled = status.data.enabled2FA === 'true';
    const type = status.data.type2FA;
    return (
      <Stack spacing={2}>
        <Typography>
          <strong>{t('status')}:</strong> {t(enabled ? 'enabled' : 'disabled')}
          {enabled && type ? (
            <>
              {' · '}
              <strong>{t('method')}:</strong> {t(`methods.${type}`)}
            </>
          ) : null}
        </Typography>
        {enabled ? (
          <EnabledStep status={status.data} flow={flow} {...props} />
        ) : (
          <ChooseMethodStep initial={flow.step === 'status' ? flow.method : undefined} go={setFlow} />
        )}
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {flow.notice ? <Alert severity={flow.notice.severity}>{flow.notice.text}</Alert> : null}
      {body()}
    </Stack>
  );
}
