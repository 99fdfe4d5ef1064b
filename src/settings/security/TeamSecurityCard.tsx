import { useState } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Confirm, useCanAccess, useNotify, useTranslate, useUpdate } from 'react-admin';
import { TEAM_SECURITY_RESOURCE, type TeamSecurity } from '../../../contract/teamSecurity';
import { errorMessage } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { SettingsRecordCard } from '../SettingsCard';
import '../../i18n/settingsSecurity';

const T = 'app.settings.team_security';
type TeamSecurityRecord = TeamSecurity & { id: string };

/**
 * Settings › Security › the team's 2FA requirement (issue 28): the main merchant switches it on after a
 * confirmation that counts who is signed out; the rest of the team sees it read-only. It is one record
 * without an id, read and written as a resource with its own getOne/update (resources/singleton.ts,
 * as profile's), so react-admin's EditBase reads it and useUpdate brings the cache and busy flag.
 */
export function TeamSecurityCard() {
  const translate = useTranslate();
  const { canAccess: editable = false } = useCanAccess({ resource: TEAM_SECURITY_RESOURCE, action: 'edit' });
  const t = (key: string) => translate(`${T}.${key}`);
  return (
    <SettingsRecordCard<TeamSecurityRecord>
      resource={TEAM_SECURITY_RESOURCE}
      title={t('title')}
      help={editable ? t('help') : `${t('help')} ${t('read_only')}`}
      loadFailed={t('load_failed')}
      loading={`${T}.loading`}
    >
      {(settings) => <RequireTwoFactor settings={settings} editable={editable} />}
    </SettingsRecordCard>
  );
}

function RequireTwoFactor({ settings, editable }: { settings: TeamSecurityRecord; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate<TeamSecurityRecord>();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`${T}.${key}`, options);

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
  );
}
