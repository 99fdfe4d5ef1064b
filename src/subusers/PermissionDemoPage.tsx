import {
  Box,
  Card,
  CardContent,
  Chip,
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
import { DEMO_EXAMPLE_PERMISSIONS, PERMISSIONS, type SubUserRole } from '../../contract/permissions';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PermissionStatusWidget } from './PermissionStatusWidget';

/**
 * The permission demo of 001 section 2.7: the user's real permissions (000 section 6 matrix) as
 * Granted/Denied cards, the status widget, and the document's example table shown as an example.
 */
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
            {PERMISSIONS.map((permission) => {
              const granted = subject.permissions.includes(permission);
              return (
                <Card component="li" key={permission} aria-label={permission}>
                  <CardContent>
                    <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                      <Chip
                        size="small"
                        color={granted ? 'success' : 'error'}
                        variant={granted ? 'filled' : 'outlined'}
                        icon={granted ? <CheckCircle /> : <Cancel />}
                        label={translate(granted ? 'app.permission_demo.granted' : 'app.permission_demo.denied')}
                      />
                      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {permission}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate(`app.permissions.${permission}`)}
                      </Typography>
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
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
          <TableContainer>
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
