import { useState } from 'react';
import { Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_AUTO_WITHDRAW_DEFAULT, TRANSACTION_TIMER_DEFAULT } from '../../contract/constants';
import type { MerchantProfile } from '../../contract/credentials';
import { isValidMaxAmount, isValidTimer, timerMessage } from '../../contract/profile';
import { errorMessage } from '../../dataProvider/httpClient';
import type { Banner } from './useBanner';

interface AutomationCardProps {
  profile: MerchantProfile | undefined;
  /** Only the main merchant may change automation (the server refuses others too). */
  editable: boolean;
  save: (form: FormData) => Promise<unknown>;
  notify: (severity: Banner['severity'], text: string) => void;
}

const single = (name: string, value: string) => {
  const form = new FormData();
  form.append(name, value);
  return form;
};

/**
 * Automated Transaction Settings (001 sections 2.8 and 5): the auto-withdraw toggle, the max
 * amount (only while on; positive, default 100) and the transaction timer (1..2880, default 10),
 * each saved on its own as a single multipart field.
 */
export function AutomationCard({ profile, editable, save, notify }: AutomationCardProps) {
  const translate = useTranslate();
  const [autoWithdraw, setAutoWithdraw] = useState<boolean | null>(null);
  const [maxAmount, setMaxAmount] = useState<string | null>(null);
  const [timer, setTimer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`app.settings.security.${key}`);
  const m = (key: string, options?: Record<string, unknown>) => translate(`app.settings.messages.${key}`, options);

  const on = autoWithdraw ?? profile?.autoWithdraw ?? false;
  const amount = maxAmount ?? String(profile?.maxAutoWithdrawAmount ?? MAX_AUTO_WITHDRAW_DEFAULT);
  const minutes = timer ?? String(profile?.transactionTimer ?? TRANSACTION_TIMER_DEFAULT);

  const run = async (form: FormData, success: string) => {
    setBusy(true);
    try {
      await save(form);
      notify('success', success);
      return true;
    } catch (failure) {
      notify('error', errorMessage(failure, { failed: m('update_failed') }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (next: boolean) => {
    setAutoWithdraw(next);
    if (!(await run(single('autoWithdraw', String(next)), m(next ? 'auto_withdraw_on' : 'auto_withdraw_off')))) setAutoWithdraw(!next);
  };
  const saveAmount = () => {
    if (!isValidMaxAmount(amount)) return notify('error', m('max_amount'));
    return run(single('maxAutoWithdrawAmount', amount.trim()), m('max_amount_updated', { amount: Number(amount) }));
  };
  const saveTimer = () => {
    if (!isValidTimer(minutes)) return notify('error', m('timer'));
    return run(single('transactionTimer', minutes.trim()), timerMessage(Number(minutes)));
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('automation_title')}
        </Typography>
        {editable ? null : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('main_only')}
          </Typography>
        )}
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <FormControlLabel
            control={<Switch checked={on} disabled={!editable || busy} onChange={(event) => void toggle(event.target.checked)} />}
            label={t('auto_withdraw')}
          />
          {on ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('max_amount')}
                value={amount}
                onChange={(event) => setMaxAmount(event.target.value)}
                disabled={!editable}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
              <Button variant="outlined" aria-label={`${t('save')} ${t('max_amount')}`} disabled={!editable || busy} onClick={() => void saveAmount()} sx={{ mt: 1 }}>
                {t('save')}
              </Button>
            </Stack>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('timer')}
              value={minutes}
              onChange={(event) => setTimer(event.target.value)}
              disabled={!editable}
              helperText={t('timer_help')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <Button variant="outlined" aria-label={`${t('save')} ${t('timer')}`} disabled={!editable || busy} onClick={() => void saveTimer()} sx={{ mt: 1 }}>
              {t('save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
