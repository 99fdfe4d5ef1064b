import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH } from '../../contract/constants';
import { SendCodeButton, TwoFactorCodeField } from './TwoFactorCodeField';
import { noticeOf, useTwoFactorCalls, useTwoFactorTranslate, type Notice } from './twoFactorFlow';

interface DisableTwoFactorDialogProps {
  type: TwoFactorType;
  /** 2FA that guards sign-in goes off only with a current code of it; an unverified setup needs none. */
  needsCode: boolean;
  onClose: () => void;
  onDisabled: (message: string | undefined) => void;
}

/** Disable 2FA (issue 12) with a current code; mounted only while open, so each opening starts empty. */
export function DisableTwoFactorDialog({ type, needsCode, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const translate = useTranslate();
  const t = useTwoFactorTranslate();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Notice | null>(null);
  const { send, toggle } = useTwoFactorCalls((text) => setNote({ severity: 'error', text }));
  const busy = send.isPending || toggle.isPending;

  const confirm = () => {
    if (needsCode && code.length !== CODE_LENGTH) return setNote({ severity: 'error', text: translate('app.login.errors.incomplete_code') });
    toggle.mutate(needsCode ? { enable: 'false', code } : { enable: 'false' }, { onSuccess: (answer) => onDisabled(answer.message) });
  };

  return (
    <Confirm
      isOpen
      loading={busy}
      title={t('disable_dialog.title')}
      confirm={t('disable')}
      confirmColor="warning"
      onClose={onClose}
      onConfirm={confirm}
      content={
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography>{t(needsCode ? 'disable_dialog.body' : 'disable_dialog.cancel_setup')}</Typography>
          {needsCode ? (
            <>
              <Typography color="text.secondary">{t(`disable_dialog.code_help.${type}`)}</Typography>
              <SendCodeButton type={type} label={t('send_code')} disabled={busy} onClick={() => send.mutate(undefined, { onSuccess: (answer) => setNote(noticeOf(answer.message)) })} />
              <TwoFactorCodeField value={code} onChange={setCode} disabled={busy} />
            </>
          ) : null}
          {note ? <Alert severity={note.severity}>{note.text}</Alert> : null}
        </Stack>
      }
    />
  );
}
