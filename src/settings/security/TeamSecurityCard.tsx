import { useState } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Confirm, useCanAccess, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { TEAM_SECURITY_RESOURCE, type TeamSecurity } from '../../../contract/teamSecurity';
import { errorMessage, isMissingCall } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { LoadingStatus } from '../../common/LoadingStatus';
import { RetryAlert } from '../../common/RetryAlert';
import { SettingsCard } from '../SettingsCard';
import '../../i18n/settingsSecurity';

const T = 'app.settings.team_security';
type TeamSecurityRecord = TeamSecurity & { id: string };

/**
 * Settings › Security › the team's 2FA requirement (issue 28): the main merchant switches it on after a
 * confirmation that counts who is signed out; the rest of the team sees it read-only. It is one record
 * without an id, read and written as a resource with its own getOne/update (resources/singleton.ts,
 * as profile's), because useGetOne/useUpdate then bring the cache and busy flag with nothing hand-written.
 */
export function TeamSecurityCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: editable = false } = useCanAccess({ resource: TEAM_SECURITY_RESOURCE, action: 'edit' });
  const { data: settings, error, refetch } = useGetOne<TeamSecurityRecord>(TEAM_SECURITY_RESOURCE, { id: TEAM_SECURITY_RESOURCE }, { retry: false });
  const [update, { isPending: saving }] = useUpdate<TeamSecurityRecord>();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`${T}.${key}`, options);

  // A gateway without the addition: no card at all.
  if (isMissingCall(error)) return null;

  const save = (require2fa: boolean) =>
    update(
      TEAM_SECURITY_RESOURCE,
      { id: TEAM_SECURITY_RESOURCE, data: { require2fa }, previousData: settings },
      {
        onSuccess: () => notify(`${T}.${require2fa ? 'turned_on' : 'turned_off'}`, { type: 'success' }),
        onError: (failure) => notify(errorMessage(failure, { failed: t('save_failed') }), { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <SettingsCard title={t('title')} help={editable ? t('help') : `${t('help')} ${t('read_only')}`}>
      {error ? (
        <RetryAlert onRetry={refetch}>{t('load_failed')}</RetryAlert>
      ) : !settings ? (
        <LoadingStatus message={`${T}.loading`} inline />
      ) : (
        <Stack spacing={1}>
          <FormControlLabel
            label={t('require')}
            control={
              <Switch
                checked={settings.require2fa}
                disabled={!editable || saving}
                onChange={(event) => (event.target.checked ? setConfirming(true) : void save(false))}
              />
            }
          />
          {settings.updatedAt && settings.updatedBy ? (
            <Typography variant="body2" color="text.secondary">
              {t('last_changed', { email: settings.updatedBy.email, date: formatDateTime(settings.updatedAt) })}
            </Typography>
          ) : null}
          <Confirm
            isOpen={confirming}
            loading={saving}
            title={`${T}.confirm_title`}
            content={`${T}.${settings.withoutTwoFactor > 0 ? 'confirm_some' : 'confirm_none'}`}
            contentTranslateOptions={{ smart_count: settings.withoutTwoFactor }}
            confirm={`${T}.turn_on`}
            confirmColor="warning"
            onClose={() => setConfirming(false)}
            onConfirm={() => void save(true)}
          />
        </Stack>
      )}
    </SettingsCard>
  );
}
