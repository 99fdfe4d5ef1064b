import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { FactList } from '../common/FactList';
import { PageContainer } from '../common/PageContainer';
import type { DeniedPageProps } from '../common/pageConfig';

interface ApiCredentialsDeniedProps extends DeniedPageProps {
  /** The catalogue's message, when the refusal came from the gateway rather than the route gate. */
  reason?: string;
}

const D = 'app.credentials.denied';

/**
 * The credentials screen's own Access Denied (001 section 2.3): role, required permission,
 * sub-user status, Go to Dashboard and Go Back.
 */
export function ApiCredentialsDenied({ role, required, isSubUser, reason }: ApiCredentialsDeniedProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permission = required.join(', ');
  // The shared denied page's words, plus what this screen adds: sub-user status and Go to Dashboard.
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
