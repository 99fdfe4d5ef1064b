import { Accordion, AccordionDetails, AccordionSummary, Alert, Card, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { CanAccess, Form, TextInput, useCanAccess, useTranslate, useUpdate } from 'react-admin';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoInput, type LogoChoice } from './LogoInput';
import { MerchantSettingsCard } from './MerchantSettingsCard';
import { SaveRow } from '../common/SaveRow';
import { useBanner } from './useBanner';
import { useMerchantProfile, type ProfileRecord } from './useMerchantProfile';

const FIELDS = ['name', 'companyName', 'licenceNo', 'phoneNo', 'country'] as const;
type ProfileValues = Record<(typeof FIELDS)[number], string | null> & { logo: LogoChoice };

/** The Profile tab (001 section 2.8); the change-password form only for holders of change-password (000 section 5). */
export function ProfileTab() {
  const translate = useTranslate();
  const { canAccess: editable = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'edit' });
  const { identity, data: profile, isPending, error } = useMerchantProfile();

  if (!identity) return <Alert severity="error">{translate('app.settings.messages.not_logged_in')}</Alert>;
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  return (
    <Stack spacing={2}>
      {error || !profile ? (
        <Alert severity="error">{translate('app.settings.messages.fetch_failed')}</Alert>
      ) : (
        <ProfileForm profile={profile} editable={editable} />
      )}
      <MerchantSettingsCard />
      <CanAccess resource={PROFILE_RESOURCE} action="password">
        <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>{translate('app.pages.change_password.title')}</AccordionSummary>
          <AccordionDetails>
            <ChangePasswordForm />
          </AccordionDetails>
        </Accordion>
      </CanAccess>
    </Stack>
  );
}

/** The spec sets no client rule on the profile fields (the server checks its own). */
function ProfileForm({ profile, editable }: { profile: ProfileRecord; editable: boolean }) {
  const translate = useTranslate();
  const { show, failed } = useBanner();
  const [update, { isPending, data: saved }] = useUpdate();
  const record = {
    ...Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])),
    logo: { file: null, preview: profile.logo, removed: false },
  } as ProfileValues;

  const submit = ({ logo, ...values }: Partial<ProfileValues>) => {
    const data = {
      ...Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])),
      logo: logo?.file ?? undefined,
      logoRemoved: !logo?.file && logo?.removed ? 'true' : undefined,
    };
    // Awaited, so SaveRow's Save is disabled while it is sent.
    return update(PROFILE_RESOURCE, { id: profile.id, data, previousData: profile }, { returnPromise: true }).then(
      () => show('success', translate('app.settings.messages.profile_updated')),
      failed('app.settings.messages.update_failed'),
    );
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Form record={record} onSubmit={submit} resetOptions={{ keepDirtyValues: true }} noValidate disableInvalidFormNotification>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <LogoInput disabled={!editable || isPending} saved={saved} />
            <TextField label={translate('ra.auth.email')} value={profile.email} slotProps={{ htmlInput: { readOnly: true } }} />
            {FIELDS.map((field) => (
              <TextInput key={field} source={field} label={`app.settings.profile.${field}`} disabled={!editable} helperText={false} margin="none" />
            ))}
            <SaveRow label="app.settings.profile.save" editable={editable} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
