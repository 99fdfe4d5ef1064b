import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { BackButton } from './BackButton';
import { PageContainer } from './PageContainer';

interface AccessDeniedProps {
  role: string;
  /** The permission key(s) the page needs. */
  required: readonly string[];
}

/** The denied-access page of 001 section 2.1: title, route-specific message, role, permission, Go Back. */
export function AccessDenied({ role, required }: AccessDeniedProps) {
  const translate = useTranslate();
  const permission = required.join(', ');
  return (
    <PageContainer>
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                borderRadius: '50%',
                bgcolor: 'error.main',
                color: 'common.white',
              }}
            >
              <LockOutlined aria-hidden />
            </Box>
            <Typography variant="h1" component="h1">
              {translate('app.access.denied_title')}
            </Typography>
            <Typography color="text.secondary">{translate('app.access.denied_message', { permission })}</Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.access.your_role')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {translate(`app.roles.${role}`, { _: role })}{' '}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  ({role})
                </Typography>
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.access.required_permission')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontFamily: 'monospace' }}>
                {permission}
              </Typography>
            </Box>
            <BackButton label="app.access.go_back" variant="contained" sx={{}} />
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
