import { Button, Stack } from '@mui/material';
import { CanAccess, useCanAccess, useNavigate, useTranslate } from 'react-admin';
import { PAYOUT_POLICY_RESOURCE } from '../../contract/payoutPolicy';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { AutomationCard } from './AutomationCard';
import { PayoutPolicyCard } from './PayoutPolicyCard';
import { SettingsCard } from './SettingsCard';
import { TeamTwoFactorCard } from './TeamTwoFactorCard';
import { SessionsCard } from './security/SessionsCard';
import { TeamSecurityCard } from './security/TeamSecurityCard';

export function SecurityTab() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: mayManageTeamTwoFactor } = useCanAccess({ resource: 'subusers', action: 'two_factor' });
  const { canAccess: mayEditProfile = false } = useCanAccess({ resource: PROFILE_RESOURCE, action: 'edit' });
  const t = (key: string) => translate(`app.settings.security.${key}`);
  return (
    <Stack spacing={2}>
      <SettingsCard title={translate('app.security.two_factor.title')} help={t('two_factor_help')}>
        <Button variant="contained" onClick={() => navigate('/security/2fa')}>
          {t('configure_2fa')}
        </Button>
      </SettingsCard>
      <TeamSecurityCard />
      {mayManageTeamTwoFactor ? <TeamTwoFactorCard /> : null}
      <CanAccess resource={PAYOUT_POLICY_RESOURCE} action="show">
        <PayoutPolicyCard />
      </CanAccess>
      <AutomationCard editable={mayEditProfile} />
      <SessionsCard />
    </Stack>
  );
}
