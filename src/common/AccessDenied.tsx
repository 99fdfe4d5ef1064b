import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { BackButton } from './BackButton';
import { FactList, type Fact } from './FactList';
import { PageContainer } from './PageContainer';

interface AccessDeniedProps {
  role: string;
  /** The permission key(s) the page needs. */
  required: readonly string[];
  /** API Credentials' variant (001 section 2.3) names it, and adds Go to Dashboard. */
  isSubUser?: boolean;
  /** The gateway's refusal, in place of the route's message. */
  reason?: string;
}

/** The denied-access page of 001 section 2.1: title, route-specific message, role, permission, Go Back. */
export function AccessDenied({ role, required, isSubUser, reason }: AccessDeniedProps) {
  const translate = useTranslate();
  const permission = required.join(', ');
  const roleName = (
    <>
      {translate(`app.roles.${role}`, { _: role })}{' '}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        ({role})
      </Typography>
    </>
  );
  const facts: Fact[] = [
    { label: translate('app.access.your_role'), value: roleName },
    { label: translate('app.access.required_permission'), value: <Box sx={{ fontFamily: 'monospace' }}>{permission}</Box> },
  ];
  if (isSubUser !== undefined) {
    facts.push({ label: translate('app.access.sub_user'), value: translate(isSubUser ? 'ra.message.yes' : 'ra.message.no') });
  }
  return (
    <PageContainer>
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Avatar sx={{ width: 48, height: 48, bgcolor: 'error.main', color: 'common.white' }}>
              <LockOutlined aria-hidden />
            </Avatar>
            <Typography variant="h1" component="h1">
              {translate('app.access.denied_title')}
            </Typography>
            <Typography color="text.secondary">
              {reason ?? translate('app.access.denied_message', { permission })}
            </Typography>
            <FactList facts={facts} valueSx={{ fontWeight: 600 }} />
            <Stack direction="row" spacing={1}>
              {isSubUser === undefined ? null : (
                <BackButton label="app.access.go_dashboard" to="/dashboard" variant="contained" startIcon={null} sx={{}} />
              )}
              <BackButton label="ra.action.back" variant={isSubUser === undefined ? 'contained' : 'text'} sx={{}} />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
