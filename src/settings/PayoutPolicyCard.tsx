import { Stack, Typography } from '@mui/material';
import { Form, FormDataConsumer, RadioButtonGroupInput, TextInput, useCanAccess, useGetOne, useTranslate, useUpdate } from 'react-admin';
import {
  MAX_COOLING_OFF_HOURS,
  NEW_ADDRESS_RULES,
  PAYOUT_APPROVAL_MODES,
  PAYOUT_POLICY_RESOURCE,
  type PayoutPolicy,
} from '../../contract/payoutPolicy';
import { isMissingCall } from '../../dataProvider/httpClient';
import { formatDateTime } from '../common/formatters';
import { amountInvalid } from '../common/payoutRules';
import { LoadingStatus } from '../common/LoadingStatus';
import { RetryAlert } from '../common/RetryAlert';
import { SaveRow, submissionErrors } from './SaveRow';
import { SettingsCard } from './SettingsCard';
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
  const { data: policy, error, refetch } = useGetOne<PolicyRecord>(PAYOUT_POLICY_RESOURCE, { id: PAYOUT_POLICY_RESOURCE }, { retry: false });
  const [update] = useUpdate<PolicyRecord>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${P}.${key}`, options);

  // A gateway without the addition: no card at all.
  if (isMissingCall(error)) return null;

  const submit = async (values: Partial<PolicyRecord>) => {
    try {
      const data = { ...values, threshold: numberOrNull(values.threshold), coolingOffHours: Number(values.coolingOffHours) };
      await update(PAYOUT_POLICY_RESOURCE, { id: PAYOUT_POLICY_RESOURCE, data, previousData: policy }, { returnPromise: true });
      show('success', t('saved'));
    } catch (failure) {
      return submissionErrors(failure);
    }
  };

  const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `${P}.${group}.${id}` }));
  return (
    <SettingsCard title={t('title')} help={editable ? null : translate('app.settings.security.main_only')}>
      {error ? (
        <RetryAlert onRetry={refetch}>{t('load_failed')}</RetryAlert>
      ) : !policy ? (
        <LoadingStatus message="app.loading" inline />
      ) : (
        <Form record={policy} onSubmit={submit} noValidate disableInvalidFormNotification>
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
    </SettingsCard>
  );
}
