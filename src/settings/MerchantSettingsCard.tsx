import { Stack } from '@mui/material';
import { AutocompleteInput, Form, TextInput, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { MERCHANT_SETTINGS_RESOURCE as SETTINGS, type MerchantSettings } from '../../contract/merchantSettings';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { SaveRow } from '../common/SaveRow';
import { SettingsRecordCard } from './SettingsCard';
import '../i18n/merchantSettings';

const M = 'app.settings.merchant_settings';
type SettingsRecord = MerchantSettings & { id: string };
/** The choice that stands for null, the browser's own zone: no IANA name is spelled so. */
const BROWSER = 'browser';

// The server's rule (contract MerchantSettingsUpdate): 0 to 100, at most 2 decimals.
const validateTolerance = (value: unknown) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(String(value ?? '').trim()) && Number(value) <= 100 ? undefined : `${M}.tolerance_invalid`;

/** The browser's own zone (null) first, then every IANA zone, UTC and the saved one. */
const zoneChoices = (saved: string | null, browserZone: string) => [
  { id: BROWSER, name: browserZone },
  ...[...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', saved ?? 'UTC'])].map((zone) => ({ id: zone, name: zone })),
];

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
  const t = (key: string, options?: Record<string, unknown>) => translate(`${M}.${key}`, options);
  const browserZone = t('browser_zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  return (
    <SettingsRecordCard<SettingsRecord>
      resource={SETTINGS}
      title={t('title')}
      help={editable ? t('help') : `${t('help')} ${translate('app.settings.security.main_only')}`}
      loadFailed={t('load_failed')}
      queryOptions={{ retryOnMount: false, staleTime: Infinity }}
      transform={({ timezone, underpaymentTolerancePercent }) => ({ timezone: timezone ?? null, underpaymentTolerancePercent: Number(underpaymentTolerancePercent) })}
      // A toast, not the tab's banner: a new time zone draws the page anew (the shell), banner and all.
      mutationOptions={{ onSuccess: () => notify(`${M}.saved`, { type: 'success' }) }}
    >
      {(settings) => (
        <Form noValidate disableInvalidFormNotification>
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <AutocompleteInput
              source="timezone"
              label={`${M}.time_zone`}
              choices={zoneChoices(settings.timezone, browserZone)}
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
    </SettingsRecordCard>
  );
}
