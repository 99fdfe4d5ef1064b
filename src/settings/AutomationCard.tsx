import { Button, Stack } from '@mui/material';
import { BooleanInput, Form, TextInput, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_AUTO_WITHDRAW_DEFAULT, TRANSACTION_TIMER_DEFAULT } from '../../contract/constants';
import { isValidMaxAmount, isValidTimer, PROFILE_MESSAGES, PROFILE_RESOURCE, timerMessage } from '../../contract/profile';
import { SettingsCard } from './SettingsCard';
import { useBanner } from './useBanner';
import { useMerchantProfile } from './useMerchantProfile';

interface AutomationValues {
  autoWithdraw: boolean;
  maxAutoWithdrawAmount: string | null;
  transactionTimer: string | null;
}

// The spec's rules (001 section 5) as react-admin validators, with its exact messages.
const validateMaxAmount = (value: string | null) => (isValidMaxAmount(value ?? '') ? undefined : PROFILE_MESSAGES.maxAmount);
const validateTimer = (value: string | null) => (isValidTimer(value ?? '') ? undefined : PROFILE_MESSAGES.timer);

/** Automated Transaction Settings (001 sections 2.8, 5): each field checked and saved alone; the main merchant's. */
export function AutomationCard({ editable }: { editable: boolean }) {
  const { data: profile } = useMerchantProfile();
  const record: AutomationValues = {
    autoWithdraw: profile?.autoWithdraw ?? false,
    maxAutoWithdrawAmount: String(profile?.maxAutoWithdrawAmount ?? MAX_AUTO_WITHDRAW_DEFAULT),
    transactionTimer: String(profile?.transactionTimer ?? TRANSACTION_TIMER_DEFAULT),
  };
  return (
    // A fresh form once the profile arrives, so its fields start from the saved values.
    <Form key={profile ? 'loaded' : 'loading'} record={record} resetOptions={{ keepDirtyValues: true }} noValidate disableInvalidFormNotification>
      <AutomationFields editable={editable} />
    </Form>
  );
}

function AutomationFields({ editable }: { editable: boolean }) {
  const translate = useTranslate();
  const { show, failed } = useBanner();
  const { identity, data: profile } = useMerchantProfile();
  const [update, { isPending }] = useUpdate();
  const { getValues, setValue, trigger } = useFormContext<AutomationValues>();
  const on = useWatch<AutomationValues, 'autoWithdraw'>({ name: 'autoWithdraw' });
  const t = (key: string) => translate(`app.settings.security.${key}`);
  const m = (key: string, options?: Record<string, unknown>) => translate(`app.settings.messages.${key}`, options);

  const run = (data: Partial<Record<keyof AutomationValues, string>>, success: string, undo?: () => void) =>
    update(
      PROFILE_RESOURCE,
      { id: identity?.id, data, previousData: profile },
      {
        onSuccess: () => show('success', success),
        onError: (failure) => {
          failed('app.settings.messages.update_failed')(failure);
          undo?.();
        },
      },
    );

  const toggle = (next: boolean) =>
    run({ autoWithdraw: String(next) }, m(next ? 'auto_withdraw_on' : 'auto_withdraw_off'), () => setValue('autoWithdraw', !next, { shouldDirty: true }));

  const savedField = (source: 'maxAutoWithdrawAmount' | 'transactionTimer', success: (value: number) => string) => {
    const timer = source === 'transactionTimer';
    const save = async () => {
      if (!(await trigger(source))) return;
      const value = (getValues(source) ?? '').trim();
      run({ [source]: value }, success(Number(value)));
    };
    return (
      // On a phone Save goes under the field, which then has the card's width for its label (and the label's unit).
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          source={source}
          label={`app.settings.security.${source}`}
          validate={timer ? validateTimer : validateMaxAmount}
          disabled={!editable}
          helperText={timer ? 'app.settings.security.timer_help' : false}
          margin="none"
          slotProps={{ htmlInput: { inputMode: timer ? 'numeric' : 'decimal' } }}
          fullWidth
        />
        <Button
          variant="outlined"
          aria-label={`${translate('ra.action.save')} ${t(source)}`}
          disabled={!editable || isPending}
          onClick={() => void save()}
          sx={{ mt: 1 }}
        >
          {translate('ra.action.save')}
        </Button>
      </Stack>
    );
  };

  return (
    <SettingsCard title={t('automation_title')} help={editable ? null : t('main_only')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <BooleanInput
          source="autoWithdraw"
          label="app.settings.security.auto_withdraw"
          disabled={!editable || isPending}
          helperText={false}
          onChange={(event: { target: { checked: boolean } }) => void toggle(event.target.checked)}
        />
        {on ? savedField('maxAutoWithdrawAmount', (amount) => m('max_amount_updated', { amount })) : null}
        {savedField('transactionTimer', timerMessage)}
      </Stack>
    </SettingsCard>
  );
}
