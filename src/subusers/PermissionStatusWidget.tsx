import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { WIDGET_PERMISSIONS, isMainUser } from '../../contract/permissions';
import type { SessionPermissions } from '../../authProvider';

/** The permission status widget of 001 section 2.7: role, account type, eight permissions, total count. */
export function PermissionStatusWidget({ subject }: { subject: SessionPermissions }) {
  const translate = useTranslate();
  const accountType = isMainUser(subject) ? 'app.permission_status.main_user' : 'app.permission_status.sub_user';
  return (
    <Card component="section" aria-labelledby="permission-status-title">
      <CardContent>
        <Typography id="permission-status-title" variant="h3" component="h2" gutterBottom>
          {translate('app.permission_status.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('app.permission_status.role')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {translate(`app.roles.${subject.role}`, { _: subject.role })}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('app.permission_status.account_type')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {translate(accountType)}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {WIDGET_PERMISSIONS.map((permission) => {
            const granted = subject.permissions.includes(permission);
            return (
              <Box
                component="li"
                key={permission}
                aria-label={permission}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {permission}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={granted ? 'success' : 'default'}
                  icon={granted ? <CheckCircle /> : <Cancel />}
                  label={translate(granted ? 'app.permission_demo.granted' : 'app.permission_demo.denied')}
                />
              </Box>
            );
          })}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.permission_status.total', { count: subject.permissions.length })}
        </Typography>
      </CardContent>
    </Card>
  );
}
