import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'react-qr-code';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { TwoFactorSetup, TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH, DELAYS_MS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import type { SessionPermissions } from '../../authProvider';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { SecretReveal } from '../common/SecretReveal';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { RecoveryCodesCard } from './RecoveryCodesCard';

const STATUS_KEY = ['security', '2fa-status'] as const;
/** The methods offered when 2FA is off (000 section 2). */
const METHODS: readonly TwoFactorType[] = ['GOOGLE_AUTH', 'EMAIL'];

type Step = 'status' | 'setup' | 'verify';
type Banner = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * The two-factor panel of 000 section 2: status, setup (choose and enable a method) and verify
 * (QR of the otpauth URI, the blurred secret, send-code for email and phone, the 6-digit code).
 * The server counts 2FA for sign-in only once verified.
 */
export function TwoFactorPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await dataProvider.getTwoFactorStatus()).data, retry: false });
  const [step, setStep] = useState<Step>('status');
  const [method, setMethod] = useState<TwoFactorType>('GOOGLE_AUTH');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);
  /** The recovery codes the verification answered (issue 16), shown once in the status view. */
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const { permissions } = usePermissions<SessionPermissions>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.security.two_factor.${key}`, options);

  /** Runs a call with the spec's fallbacks for its kind (000 section 8); resolves to false on failure. */
  const attempt = async (kind: 'toggle' | 'generate' | 'verify', call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
      return true;
    } catch (failure) {
      setBanner({ severity: 'error', text: errorMessage(failure, { network: t(`messages.${kind}_network`), failed: t(`messages.${kind}_failed`) }) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });

  const enable = (type: TwoFactorType) =>
    attempt('toggle', async () => {
      const answer = await dataProvider.toggleTwoFactor({ enable: 'true', type2FA: type });
      setMethod(type);
      setSetup(answer.data ?? null);
      setCode('');
      setBanner(answer.message ? { severity: 'info', text: answer.message } : null);
      setStep('verify');
      await refreshStatus();
    });

  const sendCode = () =>
    attempt('generate', async () => {
      const answer = await dataProvider.sendTwoFactorSetupCode();
      setBanner(answer.message ? { severity: 'info', text: answer.message } : null);
    });

  const completeVerification = async (type: TwoFactorType) => {
    setMethod(type);
    setSetup(null);
    setCode('');
    setBanner(null);
    // For email and phone the code comes first (000 section 4); the authenticator already has one.
    if (type !== 'GOOGLE_AUTH' && !(await sendCode())) return;
    setStep('verify');
  };

  const verify = () =>
    attempt('verify', async () => {
      const answer = await dataProvider.verifyTwoFactorSetup(code);
      const recoveryCodes = (answer.data as { recoveryCodes?: unknown } | undefined)?.recoveryCodes;
      if (Array.isArray(recoveryCodes)) setFreshCodes(recoveryCodes.filter((value): value is string => typeof value === 'string'));
      setBanner({ severity: 'success', text: answer.message ?? t('enabled') });
      timer.current = setTimeout(() => {
        setStep('status');
        setBanner(null);
        setSetup(null);
        void refreshStatus();
      }, DELAYS_MS.postVerify);
    });

  const disabled = async (message: string | undefined) => {
    setDisabling(false);
    setBanner(message ? { severity: 'success', text: message } : null);
    setStep('status');
    await refreshStatus();
  };

  const body = () => {
    if (status.isPending) {
      return (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{t('loading')}</Typography>
        </Stack>
      );
    }
    if (status.error || !status.data) {
      return (
        <Alert severity="error">
          {errorMessage(status.error, { network: t('messages.status_network'), failed: t('messages.status_failed') })}
        </Alert>
      );
    }
    const enabled = status.data.enabled2FA === 'true';
    const verified = status.data.verified2FA === 'true';
    const type = status.data.type2FA;

    if (step === 'setup') {
      return (
        <Stack spacing={2}>
          <Typography>{t(`method_help.${method}`)}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void enable(method)}>
              {t('enable', { method: t(`methods.${method}`) })}
            </Button>
            <Button onClick={() => setStep('status')}>{t('back')}</Button>
          </Stack>
        </Stack>
      );
    }

    if (step === 'verify') {
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
              <Button size="small" disabled={busy} onClick={() => void enable('GOOGLE_AUTH')}>
                {t('new_qr')}
              </Button>
            </Stack>
          ) : null}
          {method !== 'GOOGLE_AUTH' ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography>{t('code_sent_help')}</Typography>
              <Button size="small" disabled={busy} onClick={() => void sendCode()}>
                {t('send_code')}
              </Button>
            </Stack>
          ) : null}
          <TwoFactorCodeField value={code} onChange={setCode} disabled={busy} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy || code.length !== CODE_LENGTH} onClick={() => void verify()}>
              {t('verify')}
            </Button>
            <Button onClick={() => setStep('status')}>{t('back')}</Button>
          </Stack>
        </Stack>
      );
    }

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
        {enabled && !verified ? <Alert severity="warning">{t('unverified_warning')}</Alert> : null}
        {enabled ? (
          <Stack direction="row" spacing={1}>
            {!verified && type ? (
              <Button variant="contained" disabled={busy} onClick={() => void completeVerification(type)}>
                {t('complete_verification')}
              </Button>
            ) : null}
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => {
                setBanner(null);
                setDisabling(true);
              }}
            >
              {t('disable')}
            </Button>
            {type ? (
              <DisableTwoFactorDialog
                open={disabling}
                type={type}
                // Verified 2FA guards sign-in; so does a sub-user's, which sign-in makes them enrol.
                needsCode={verified || permissions?.isSubUser === true || permissions?.isSubUser === 'true'}
                onClose={() => setDisabling(false)}
                onDisabled={(message) => void disabled(message)}
              />
            ) : null}
          </Stack>
        ) : null}
        {enabled && verified && type ? <RecoveryCodesCard type={type} initialCodes={freshCodes} /> : null}
        {enabled ? null : (
          <>
            <Typography variant="subtitle2">{t('choose_method')}</Typography>
            <RadioGroup aria-label={t('choose_method')} value={method} onChange={(event) => setMethod(event.target.value as TwoFactorType)}>
              {METHODS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`methods.${value}`)} />
              ))}
            </RadioGroup>
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => {
                setBanner(null);
                setStep('setup');
              }}
            >
              {translate('ra.action.next', { _: 'Next' })}
            </Button>
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      {banner ? <Alert severity={banner.severity}>{banner.text}</Alert> : null}
      {body()}
    </Stack>
  );
}
