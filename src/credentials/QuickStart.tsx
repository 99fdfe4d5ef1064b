import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { CredentialField } from './CredentialField';
import type { Credentials } from './readCredentials';
import { dashboardBase, generatorUrl } from './generatorUrl';

const Q = 'app.credentials.quick_start';

/**
 * Quick Start: Open QR Code Generator in a new tab, and the same address to copy. The address
 * carries the secret, so it is shown with the secret masked unless the secret is shown.
 */
export function QuickStart({ credentials, secretShown }: { credentials: Credentials; secretShown: boolean }) {
  const translate = useTranslate();
  const url = generatorUrl(dashboardBase(), credentials);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" component="h2">
          {translate(`${Q}.title`)}
        </Typography>
        <Typography color="text.secondary">{translate(`${Q}.body`)}</Typography>
        <Box>
          <Button variant="contained" startIcon={<OpenInNew />} onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
            {translate(`${Q}.open`)}
          </Button>
        </Box>
        <CredentialField
          label={translate(`${Q}.direct_url`)}
          value={url}
          display={secretShown ? url : url.replace(/api_secret=[^&]*/, 'api_secret=••••••')}
          copyLabel={translate(`${Q}.copy_url`)}
          testId="generator-url"
        />
      </CardContent>
    </Card>
  );
}
