import { Stack, Typography } from '@mui/material';
import { Form, FormDataConsumer, RadioButtonGroupInput, TextInput, useCanAccess, useTranslate } from 'react-admin';
import {
  MAX_COOLING_OFF_HOURS,
  NEW_ADDRESS_RULES,
  PAYOUT_APPROVAL_MODES,
  PAYOUT_POLICY_RESOURCE,
  type PayoutPolicy,
} from '../../contract/payoutPolicy';
import { formatDateTime } from '../common/formatters';
import { amountInvalid } from '../common/payoutRules';
import { SaveRow } from '../common/SaveRow';
import { SettingsRecordCard } from './SettingsCard';
import { useBanner } from './useBanner';
import '../i18n/settingsSecurity';

const P = 'app.settings.payout_policy';
type PolicyRecord = PayoutPolicy & { id: string };

// The server's rules (contract PayoutPolicyUpdate) as react-admin validators, in the card's words.
const payableThreshold = amountInvalid('app.payouts.form.amount_invalid');
const validateThreshold = (value: unknown, values: Partial<PayoutPolicy>) => {
  if (values.approval !== 'above') return undefined;
  if (value === null || value === undefined || value === '') return `${P}.threshold_required`;
  return payableThreshold(value);
};
const validateCoolingOff = (value: unknown) =>
  /^\d+$/.test(String(value).trim()) && Number(value) <= MAX_COOLING_OFF_HOURS ? undefined : { message: `${P}.cooling_off_invalid`, args: { max: MAX_COOLING_OFF_HOURS } };
// The figures stay text while typed (as AutomationCard's: "12." must not turn into 12), numbers when sent.
const numberOrNull = (value: unknown) => (value === null || value === undefined || String(value).trim() === '' ? null : Number(value));

/** Settings › Security › Payout policy (issue 28): the main merchant edits it; others who see payouts read it. */
export function PayoutPolicyCard() {
  const translate = useTranslate();
  const { show } = useBanner();
  const { canAccess: editable = false } = useCanAccess({ resource: PAYOUT_POLICY_RESOURCE, action: 'edit' });
  const t = (key: string, options?: Record<string, unknown>) => translate(`${P}.${key}`, options);
  const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `${P}.${group}.${id}` }));
  return (
    <SettingsRecordCard<PolicyRecord>
      resource={PAYOUT_POLICY_RESOURCE}
      title={t('title')}
      help={editable ? null : translate('app.settings.security.main_only')}
      loadFailed={t('load_failed')}
      transform={(values) => ({ ...values, threshold: numberOrNull(values.threshold), coolingOffHours: Number(values.coolingOffHours) })}
      mutationOptions={{ onSuccess: () => show('success', t('saved')) }}
    >
      {(policy) => (
        <Form noValidate disableInvalidFormNotification>
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <RadioButtonGroupInput source="approval" label={`${P}.approval`} choices={choices(PAYOUT_APPROVAL_MODES, 'approvals')} row={false} disabled={!editable} helperText={false} />
            <FormDataConsumer<PayoutPolicy>>
              {({ formData }) =>
                formData.approval === 'above' ? (
                  <TextInput source="threshold" label={`${P}.threshold`} validate={validateThreshold} disabled={!editable} helperText={false} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                ) : null
              }
            </FormDataConsumer>
            <RadioButtonGroupInput source="newAddress" label={`${P}.new_address`} choices={choices(NEW_ADDRESS_RULES, 'new_addresses')} row={false} disabled={!editable} helperText={false} />
            <TextInput
              source="coolingOffHours"
              label={`${P}.cooling_off`}
              validate={validateCoolingOff}
              disabled={!editable}
              helperText={false}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Typography variant="body2" color="text.secondary">
              {policy.updatedAt && policy.updatedBy
                ? t('last_changed', { email: policy.updatedBy.email, date: formatDateTime(policy.updatedAt) })
                : t('never_changed')}
            </Typography>
            <SaveRow label={`${P}.save`} editable={editable} />
          </Stack>
        </Form>
      )}
    </SettingsRecordCard>
  );
}
