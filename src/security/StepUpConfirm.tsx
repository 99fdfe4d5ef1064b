import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { CODE_LENGTH } from '../../contract/constants';
import { errorMessage } from '../../dataProvider/httpClient';
import type { ComposedDataProvider } from '../providers';
import { SendCodeButton, TwoFactorCodeField } from './TwoFactorCodeField';
import { noticeOf, useTwoFactorStatus, type Notice } from './twoFactorFlow';
import { stepUpPrompt } from './stepUpPrompt';
import { focusWhenGone } from '../common/focusWhenGone';

/** A current 2FA code where 2FA guards the user's sign-in, else the password; each opening starts empty. */
export default function StepUpConfirm() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.security.step_up.${key}`);
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const status = useTwoFactorStatus();
  const type = status.data?.enabled2FA === 'true' && status.data.verified2FA === 'true' ? status.data.type2FA : null;
  const [proof, setProof] = useState('');
  const [note, setNote] = useState<Notice | null>(null);
  const onError = (failure: Error) => setNote({ severity: 'error', text: errorMessage(failure) });
  const confirm = useMutation({
    mutationFn: () => dataProvider.stepUp(type ? { code: proof } : { password: proof }),
    onSuccess: () => stepUpPrompt.settle(true),
    onError,
  });
  const send = useMutation({ mutationFn: () => dataProvider.generate2faCode(), onSuccess: (answer) => setNote(noticeOf(answer.message)), onError });
  const busy = status.isPending || confirm.isPending || send.isPending;
  // A disabled field cannot take the focus (autoFocus came while the 2FA status loaded, and a refusal left it on <body>):
  // the field takes it each time the dialog is ready again (issue 30).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!busy) field.current?.focus();
  }, [busy]);
  // Once the dialog has gone, the action's button takes the focus back as soon as it is enabled again.
  useEffect(() => () => focusWhenGone(stepUpPrompt.opener), []);
  const submit = () => {
    if (type && proof.length !== CODE_LENGTH) return setNote({ severity: 'error', text: translate('app.login.errors.incomplete_code') });
    if (!proof) return setNote({ severity: 'error', text: t('password_required') });
    confirm.mutate();
  };

  return (
    <Confirm
      isOpen
      loading={busy}
      title={t('title')}
      confirm={t('confirm')}
      onClose={() => stepUpPrompt.settle(false)}
      onConfirm={submit}
      content={
        <Stack spacing={2} sx={{ pt: 0.5 }} onKeyDown={(event) => event.key === 'Enter' && submit()}>
          <Typography>{t(type ? `code_help.${type}` : 'password_help')}</Typography>
          <SendCodeButton type={type} label={translate('app.security.two_factor.send_code')} disabled={busy} onClick={() => send.mutate()} />
          {type ? (
            <TwoFactorCodeField value={proof} onChange={setProof} disabled={busy} inputRef={field} autoFocus />
          ) : (
            <TextField
              type="password"
              label={t('password')}
              autoComplete="current-password"
              value={proof}
              onChange={(event) => setProof(event.target.value)}
              disabled={busy}
              inputRef={field}
              autoFocus
            />
          )}
          {note ? <Alert severity={note.severity}>{note.text}</Alert> : null}
        </Stack>
      }
    />
  );
}
