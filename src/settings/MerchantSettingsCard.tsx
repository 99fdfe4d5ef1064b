import { Stack } from '@mui/material';
import { AutocompleteInput, Form, TextInput, useCanAccess, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { MERCHANT_SETTINGS_RESOURCE as SETTINGS, type MerchantSettings } from '../../contract/merchantSettings';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { isMissingCall } from '../../dataProvider/httpClient';
import { LoadingStatus } from '../common/LoadingStatus';
import { RetryAlert } from '../common/RetryAlert';
import { SaveRow, submissionErrors } from './SaveRow';
import { SettingsCard } from './SettingsCard';
import '../i18n/merchantSettings';

const M = 'app.settings.merchant_settings';
type SettingsRecord = MerchantSettings & { id: string };
/** The choice that stands for null, the browser's own zone: no IANA name is spelled so. */
const BROWSER = 'browser';

// The server's rule (contract MerchantSettingsUpdate): 0 to 100, at most 2 decimals.
const validateTolerance = (value: unknown) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(String(value ?? '').trim()) && Number(value) <= 100 ? undefined : `${M}.tolerance_invalid`;

/**
 * Settings › Profile › Payments and reports (issue 29): the time zone of every date shown and exported,
 * and the underpayment tolerance. The main merchant edits them (the PUT's rule, the same as the
 * profile's: `edit` on the profile); the rest of the team reads them. Saved, the shell shows every
 * date in the new zone at once (src/layout/ShellLayout.tsx reads the same record).
 */
export function MerchantSettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: editable = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'edit' });
  const { data: settings, error, refetch } = useGetOne<SettingsRecord>(SETTINGS, { id: SETTINGS }, { retry: false, retryOnMount: false, staleTime: Infinity });
  const [update] = useUpdate<SettingsRecord>()
  const t = (key: string, options?: Record<string, unknown>) => translate(`${M}.${key}`, options);

  // A gateway without the addition: no card at all.
  if (isMissingCall(error)) return null;

  const submit = async ({ timezone, underpaymentTolerancePercent }: Partial<SettingsRecord>) => {
    try {
      const data = { timezone: timezone ?? null, underpaymentTolerancePercent: Number(underpaymentTolerancePercent) };
      await update(SETTINGS, { id: SETTINGS, data, previousData: settings }, { returnPromise: true });
      // A toast, not the tab's banner: a new time zone draws the page anew (the shell), banner and all.
      notify(`${M}.saved`, { type: 'success' });
    } catch (failure) {
      return submissionErrors(failure);
    }
  };

  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', settings?.timezone ?? 'UTC']);
  const choices = [
    { id: BROWSER, name: t('browser_zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone }) },
    ...[...zones].map((zone) => ({ id: zone, name: zone })),
  ];
  return (
    <SettingsCard title={t('title')} help={editable ? t('help') : `${t('help')} ${translate('app.settings.security.main_only')}`}>
      {error ? (
        <RetryAlert onRetry={refetch}>{t('load_failed')}</RetryAlert>
      ) : !settings ? (
        <LoadingStatus message="app.loading" inline />
      ) : (
        <Form record={settings} onSubmit={submit} noValidate disableInvalidFormNotification>
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <AutocompleteInput
              source="timezone"
              label={`${M}.time_zone`}
              choices={choices}
              translateChoice={false}
              disableClearable
              format={(value: string | null) => value ?? BROWSER}
              parse={(value: string) => (value === BROWSER ? null : value)}
              disabled={!editable}
              helperText={`${M}.time_zone_help`}
            />
            <TextInput
              source="underpaymentTolerancePercent"
              label={`${M}.tolerance`}
              validate={validateTolerance}
              disabled={!editable}
              helperText={`${M}.tolerance_help`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <SaveRow label={`${M}.save`} editable={editable} />
          </Stack>
        </Form>
      )}
    </SettingsCard>
  );
}
