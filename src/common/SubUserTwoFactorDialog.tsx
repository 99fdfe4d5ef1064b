import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { SubUser } from '../../contract/subusers';

interface SubUserTwoFactorDialogProps {
  user: SubUser;
  onToggle: (body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' }) => Promise<void>;
  onClose: () => void;
}

/** The 2FA management modal (001 section 2.7); disabling asks first, as Delete 2FA does. */
export function SubUserTwoFactorDialog({ user, onToggle, onClose }: SubUserTwoFactorDialogProps) {
  const translate = useTranslate();
  const [confirmDisable, setConfirmDisable] = useState(false);
  const { mutate: toggle, isPending: busy } = useMutation({ mutationFn: onToggle, onSettled: () => setConfirmDisable(false) });
  const enabled = user.enabled2FA === 'true';
  const t = (key: string) => translate(`app.subusers.two_factor.${key}`);
  const facts = [
    ['enabled', translate(enabled ? 'ra.message.yes' : 'ra.message.no')],
    ['type', enabled && user.type2FA ? t(`types.${user.type2FA}`) : t('none')],
    ['verified', user.verified2FA === 'true' ? translate('ra.message.yes') : t('pending')],
  ] as const;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="subuser-2fa-title">
      <DialogTitle id="subuser-2fa-title">{translate('app.security.two_factor.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('app.subusers.two_factor.for_user', { name: user.name })}</Typography>
          <Table size="small">
            <TableBody>
              {facts.map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th">{t(key)}</TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {enabled ? (
          <Button color="error" variant="contained" disabled={busy} onClick={() => setConfirmDisable(true)}>
            {t('disable')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => toggle({ enable: 'true', type2FA: 'EMAIL' })}>
              {t('enable_email')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => toggle({ enable: 'true', type2FA: 'GOOGLE_AUTH' })}>
              {t('enable_google')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirmDisable}
        loading={busy}
        title="app.subusers.two_factor.disable"
        content="app.subusers.confirm.disable_2fa_body"
        contentTranslateOptions={{ name: user.name }}
        confirmColor="warning"
        onConfirm={() => toggle({ enable: 'false' })}
        onClose={() => setConfirmDisable(false)}
      />
    </Dialog>
  );
}
