import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { FactList } from '../common/FactList';
import { PageContainer } from '../common/PageContainer';
import type { DeniedPageProps } from '../common/pageConfig';

const D = 'app.credentials.denied';

/**
 * The credentials screen's own Access Denied (001 section 2.3): the shared page's role and required
 * permission, plus sub-user status and Go to Dashboard. `reason` is the catalogue's message when the
 * refusal came from the gateway rather than the route gate.
 */
export function ApiCredentialsDenied({ role, required, isSubUser, reason }: DeniedPageProps & { reason?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permission = required.join(', ');
  const facts = [
    { label: translate('app.access.your_role'), value: `${translate(`app.roles.${role}`, { _: role })} (${role})` },
    { label: translate('app.access.required_permission'), value: permission },
    { label: translate(`${D}.sub_user`), value: translate(isSubUser ? `${D}.yes` : `${D}.no`) },
  ];
  return (
    <PageContainer>
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <LockOutlined color="error" aria-hidden />
            <Typography variant="h1" component="h1">
              {translate('app.access.denied_title')}
            </Typography>
            <Typography color="text.secondary">{reason ?? translate('app.access.denied_message', { permission })}</Typography>
            <FactList facts={facts} valueSx={{ fontWeight: 600 }} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => navigate('/dashboard')}>
                {translate(`${D}.go_dashboard`)}
              </Button>
              <BackButton label="app.access.go_back" sx={{}} />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
