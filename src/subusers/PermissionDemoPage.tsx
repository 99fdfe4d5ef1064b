import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { usePermissions, useTranslate } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { DEMO_EXAMPLE_PERMISSIONS, PERMISSIONS, WIDGET_PERMISSIONS, isMainUser, type Permission, type SubUserRole } from '../../contract/permissions';
import { FactList } from '../common/FactList';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import '../i18n/permissionDemo';

/** Granted or Denied, for a permission of the subject: the demo's cards fill it, the widget outlines it. */
function GrantChip({ subject, permission, quiet = false }: { subject: SessionPermissions; permission: Permission; quiet?: boolean }) {
  const granted = subject.permissions.includes(permission);
  return (
    <Chip
      size="small"
      color={granted ? 'success' : quiet ? 'default' : 'error'}
      variant={granted && !quiet ? 'filled' : 'outlined'}
      icon={granted ? <CheckCircle /> : <Cancel />}
      label={useTranslate()(granted ? 'app.permission_demo.granted' : 'app.permission_demo.denied')}
    />
  );
}

function PermissionStatusWidget({ subject }: { subject: SessionPermissions }) {
  const translate = useTranslate();
  const accountType = isMainUser(subject) ? 'app.permission_status.main_user' : 'app.permission_status.sub_user';
  const facts = [
    { label: translate('app.permission_status.role'), value: translate(`app.roles.${subject.role}`, { _: subject.role }) },
    { label: translate('app.permission_status.account_type'), value: translate(accountType) },
  ];
  return (
    <Card component="section" aria-labelledby="permission-status-title">
      <CardContent>
        <Typography id="permission-status-title" variant="h3" component="h2" gutterBottom>
          {translate('app.permission_status.title')}
        </Typography>
        <FactList facts={facts} valueSx={{ fontWeight: 600 }} />
        <Divider sx={{ my: 2 }} />
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {WIDGET_PERMISSIONS.map((permission) => (
            <Box
              component="li"
              key={permission}
              aria-label={permission}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {permission}
              </Typography>
              <GrantChip subject={subject} permission={permission} quiet />
            </Box>
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.permission_status.total', { count: subject.permissions.length })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The permission demo of 001 section 2.7: the user's real permissions (000 section 6), the widget, the example. */
export function PermissionDemoPage() {
  const translate = useTranslate();
  const { permissions: subject } = usePermissions<SessionPermissions | null>();
  if (!subject) return null;
  return (
    <PageContainer>
      <PageHeader titleKey="app.permission_demo.title" subtitle={translate('app.permission_demo.intro')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 340px' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="your-permissions-title">
          <Typography id="your-permissions-title" variant="h2" component="h2" sx={{ mb: 2 }}>
            {translate('app.permission_demo.your_permissions')}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="your-permissions-title"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {PERMISSIONS.map((permission) => (
              <Card component="li" key={permission} aria-label={permission}>
                <CardContent>
                  <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                    <GrantChip subject={subject} permission={permission} />
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {permission}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`app.permissions.${permission}`)}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
        <PermissionStatusWidget subject={subject} />
      </Box>
      <Card component="section" aria-labelledby="example-table-title" sx={{ mt: 4 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography id="example-table-title" variant="h2" component="h2">
              {translate('app.permission_demo.example_title')}
            </Typography>
            <Chip size="small" color="warning" variant="outlined" label={translate('app.permission_demo.example_label')} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.permission_demo.example_note')}
          </Typography>
          {/* It scrolls sideways on a phone: focusable, so the keyboard can scroll it too (issue 30). */}
          <TableContainer tabIndex={0} role="group" aria-labelledby="example-table-title">
            <Table size="small" aria-labelledby="example-table-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.permission_demo.example_role')}</TableCell>
                  <TableCell>{translate('app.permission_demo.example_permissions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(Object.keys(DEMO_EXAMPLE_PERMISSIONS) as SubUserRole[]).map((role) => (
                  <TableRow key={role}>
                    <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {translate(`app.roles.${role}`)} <Typography component="span" variant="body2" color="text.secondary">({role})</Typography>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                        {DEMO_EXAMPLE_PERMISSIONS[role].map((permission) => (
                          <Chip key={permission} size="small" label={permission} sx={{ fontFamily: 'monospace' }} />
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
