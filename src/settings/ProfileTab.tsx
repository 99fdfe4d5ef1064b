import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Collapse, Stack, TextField } from '@mui/material';
import { Form, TextInput, useCanAccess, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { MerchantProfile } from '../../contract/credentials';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { errorMessage } from '../../dataProvider/httpClient';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoPicker } from './LogoPicker';
import type { Banner } from './useBanner';
import { useMerchantProfile, type ProfileUpdate } from './useMerchantProfile';

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
  // authProvider.canAccess: only the main merchant edits the profile; change-password shows the form.
  const { canAccess: editable = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'edit' });
  const { canAccess: mayChangePassword = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'password' });
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
        <ProfileForm profile={profile.data} editable={editable} update={profile.update} notify={notify} />
      )}
      {mayChangePassword ? (
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

type Notify = (severity: Banner['severity'], text: string) => void;

interface ProfileFormProps {
  profile: MerchantProfile;
  editable: boolean;
  update: ProfileUpdate;
  notify: Notify;
}

/** The logo as the form holds it: the preview, and a chosen file or a removal not saved yet. */
interface LogoChoice {
  file: File | null;
  preview: string | null;
  removed: boolean;
}

type ProfileValues = Record<Field, string | null> & { logo: LogoChoice };

/** The logo picker as a react-admin input: the choice is a form value, sent on Save Profile. */
function LogoInput({ editable, saving, notify }: { editable: boolean; saving: boolean; notify: Notify }) {
  const translate = useTranslate();
  const { field } = useInput<LogoChoice>({ source: 'logo' });
  const logo = field.value as LogoChoice;
  return (
    <LogoPicker
      preview={logo.preview}
      disabled={!editable || saving}
      pending={logo.file ? 'picked' : logo.removed ? 'removed' : null}
      onPick={(file, preview) => field.onChange({ file, preview, removed: false })}
      onRemove={() => field.onChange({ file: null, preview: null, removed: true })}
      onInvalid={(key) => notify('error', translate(`app.settings.messages.${key}`))}
    />
  );
}

/** Once a save went through (the mutation's answer changes), the logo choice is no longer pending. */
function LogoSaved({ saved }: { saved: unknown }) {
  const { getValues, setValue } = useFormContext<ProfileValues>();
  useEffect(() => {
    if (saved) setValue('logo', { ...getValues('logo'), file: null, removed: false });
  }, [saved, getValues, setValue]);
  return null;
}

/**
 * The profile fields on react-admin's Form. The spec sets no client rule on them (the server
 * checks its own); a save refreshes the values the user has not changed since.
 */
function ProfileForm({ profile, editable, update, notify }: ProfileFormProps) {
  const translate = useTranslate();
  const m = (key: string) => translate(`app.settings.messages.${key}`);
  const record: ProfileValues = {
    name: profile.name ?? '',
    companyName: profile.companyName ?? '',
    licenceNo: profile.licenceNo ?? '',
    phoneNo: profile.phoneNo ?? '',
    country: profile.country ?? '',
    logo: { file: null, preview: profile.logo, removed: false },
  };

  const submit = (values: Partial<ProfileValues>) => {
    const form = new FormData();
    for (const [field] of FIELDS) form.append(field, values[field] ?? '');
    if (values.logo?.file) form.append('logo', values.logo.file);
    else if (values.logo?.removed) form.append('logoRemoved', 'true');
    update.mutate(form, {
      onSuccess: () => notify('success', m('profile_updated')),
      onError: (failure) => notify('error', errorMessage(failure, { failed: m('update_failed') })),
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Form record={record} onSubmit={submit} resetOptions={{ keepDirtyValues: true }} noValidate disableInvalidFormNotification>
          <LogoSaved saved={update.data} />
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <LogoInput editable={editable} saving={update.isPending} notify={notify} />
            <TextField label={translate('app.settings.profile.email')} value={profile.email} slotProps={{ htmlInput: { readOnly: true } }} />
            {FIELDS.map(([field, key]) => (
              <TextInput key={field} source={field} label={`app.settings.profile.${key}`} disabled={!editable} helperText={false} margin="none" />
            ))}
            {editable ? (
              <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
                {translate('app.settings.profile.save')}
              </Button>
            ) : null}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
