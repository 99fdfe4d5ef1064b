import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { TwoFactorCodeField } from './TwoFactorCodeField';

interface DisableTwoFactorDialogProps {
  open: boolean;
  type: TwoFactorType;
  /** 2FA that guards sign-in goes off only with a current code of it; an unverified setup needs none. */
  needsCode: boolean;
  onClose: () => void;
  /** Called with the server's message once 2FA is off. */
  onDisabled: (message: string | undefined) => void;
}

/**
 * Disable 2FA (issue 12): react-admin's Confirm, holding the current code of the method. For
 * email and phone the code is sent on request with the settings send-code call.
 */
export function DisableTwoFactorDialog({ open, type, needsCode, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`app.security.two_factor.${key}`);

  const close = () => {
    setCode('');
    setNote(null);
    onClose();
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.sendTwoFactorSetupCode();
      setNote(answer.message ? { severity: 'info', text: answer.message } : null);
    } catch (failure) {
      setNote({ severity: 'error', text: errorMessage(failure, { network: t('messages.generate_network'), failed: t('messages.generate_failed') }) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (needsCode && code.length !== CODE_LENGTH) {
      setNote({ severity: 'error', text: t('messages.incomplete_code') });
      return;
    }
    setBusy(true);
    try {
      const answer = await dataProvider.toggleTwoFactor(needsCode ? { enable: 'false', code } : { enable: 'false' });
      setCode('');
      setNote(null);
      onDisabled(answer.message);
    } catch (failure) {
      setNote({ severity: 'error', text: errorMessage(failure, { network: t('messages.toggle_network'), failed: t('messages.toggle_failed') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={t('disable_dialog.title')}
      confirm={t('disable')}
      confirmColor="warning"
      onClose={close}
      onConfirm={() => void confirm()}
      content={
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography>{t(needsCode ? 'disable_dialog.body' : 'disable_dialog.cancel_setup')}</Typography>
          {needsCode ? (
            <>
              <Typography color="text.secondary">{t(`disable_dialog.code_help.${type}`)}</Typography>
              {type !== 'GOOGLE_AUTH' ? (
                <Button size="small" sx={{ alignSelf: 'flex-start' }} disabled={busy} onClick={() => void sendCode()}>
                  {t('send_code')}
                </Button>
              ) : null}
              <TwoFactorCodeField value={code} onChange={setCode} disabled={busy} />
            </>
          ) : null}
          {note ? <Alert severity={note.severity}>{note.text}</Alert> : null}
        </Stack>
      }
    />
  );
}
