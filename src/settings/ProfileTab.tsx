import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Collapse, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MerchantProfile } from '../../contract/credentials';
import { can, isMainUser } from '../../contract/permissions';
import { errorMessage } from '../../dataProvider/httpClient';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoPicker } from './LogoPicker';
import type { Banner } from './useBanner';
import { useMerchantProfile } from './useMerchantProfile';

const FIELDS = [
  ['name', 'name'],
  ['companyName', 'company_name'],
  ['licenceNo', 'licence_no'],
  ['phoneNo', 'phone_no'],
  ['country', 'country'],
] as const;
type Field = (typeof FIELDS)[number][0];

/**
 * The Profile tab (001 section 2.8): logo, profile fields (email read-only), save, and the
 * change-password form, shown only to holders of change-password (000 section 5).
 */
export function ProfileTab({ notify }: { notify: (severity: Banner['severity'], text: string) => void }) {
  const translate = useTranslate();
  const { subject } = useSessionPermissions();
  const profile = useMerchantProfile();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const t = (key: string) => translate(`app.settings.profile.${key}`);

  if (!profile.userId) return <Alert severity="error">{translate('app.settings.messages.not_logged_in')}</Alert>;
  if (profile.isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  return (
    <Stack spacing={2}>
      {profile.error || !profile.data ? (
        <Alert severity="error">{translate('app.settings.messages.fetch_failed')}</Alert>
      ) : (
        <ProfileForm profile={profile.data} editable={subject ? isMainUser(subject) : false} save={profile.save} notify={notify} />
      )}
      {subject && can(subject, 'change_password') ? (
        <Card variant="outlined">
          <CardContent>
            <Button onClick={() => setPasswordOpen((open) => !open)} aria-expanded={passwordOpen}>
              {t('password_toggle')}
            </Button>
            <Collapse in={passwordOpen} unmountOnExit>
              <Box sx={{ pt: 2 }}>
                <ChangePasswordForm />
              </Box>
            </Collapse>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}

interface ProfileFormProps {
  profile: MerchantProfile;
  editable: boolean;
  save: (form: FormData) => Promise<unknown>;
  notify: (severity: Banner['severity'], text: string) => void;
}

function ProfileForm({ profile, editable, save, notify }: ProfileFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: profile.name ?? '',
    companyName: profile.companyName ?? '',
    licenceNo: profile.licenceNo ?? '',
    phoneNo: profile.phoneNo ?? '',
    country: profile.country ?? '',
  }));
  const [logo, setLogo] = useState<{ file: File | null; preview: string | null; removed: boolean }>({
    file: null,
    preview: profile.logo,
    removed: false,
  });
  const [busy, setBusy] = useState(false);
  const m = (key: string) => translate(`app.settings.messages.${key}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [field] of FIELDS) form.append(field, values[field]);
    if (logo.file) form.append('logo', logo.file);
    else if (logo.removed) form.append('logoRemoved', 'true');
    setBusy(true);
    try {
      await save(form);
      setLogo((current) => ({ ...current, file: null, removed: false }));
      notify('success', m('profile_updated'));
    } catch (failure) {
      notify('error', errorMessage(failure, { failed: m('update_failed') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
          <LogoPicker
            preview={logo.preview}
            disabled={!editable || busy}
            pending={logo.file ? 'picked' : logo.removed ? 'removed' : null}
            onPick={(file, preview) => setLogo({ file, preview, removed: false })}
            onRemove={() => setLogo({ file: null, preview: null, removed: true })}
            onInvalid={(key) => notify('error', m(key))}
          />
          <TextField label={translate('app.settings.profile.email')} value={profile.email} slotProps={{ htmlInput: { readOnly: true } }} />
          {FIELDS.map(([field, key]) => (
            <TextField
              key={field}
              label={translate(`app.settings.profile.${key}`)}
              value={values[field]}
              disabled={!editable}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
          {editable ? (
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('app.settings.profile.save')}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
