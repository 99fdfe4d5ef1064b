import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useNavigate, useTranslate } from 'react-admin';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { AutomationCard } from './AutomationCard';
import { TeamTwoFactorCard } from './TeamTwoFactorCard';

export function SecurityTab() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: mayManageTeamTwoFactor } = useCanAccess({ resource: 'subusers', action: 'two_factor' });
  const { canAccess: mayEditProfile = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'edit' });
  const t = (key: string) => translate(`app.settings.security.${key}`);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {t('two_factor_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('two_factor_help')}
          </Typography>
          <Button variant="contained" onClick={() => navigate('/security/2fa')}>
            {t('configure_2fa')}
          </Button>
        </CardContent>
      </Card>
      {mayManageTeamTwoFactor ? <TeamTwoFactorCard /> : null}
      <AutomationCard editable={mayEditProfile} />
    </Stack>
  );
}
