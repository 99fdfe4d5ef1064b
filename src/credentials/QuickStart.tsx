import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { CredentialField } from './CredentialField';
import type { Credentials } from './readCredentials';
import '../i18n/credentials';

const Q = 'app.credentials.quick_start';

/** base64 of UTF-8 text (btoa alone only takes Latin-1). */
const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * The payment link generator's address (000 section 2, 001 section 2.3), from this page's own so it works from any
 * screen. The generator removes the credentials from the address bar once read (DECISIONS.md section 4). Without the
 * secret (not revealed yet, issue 28) it carries none: the generator then signs through the session.
 */
function generatorUrl({ apiKey, apiSecret, transactionTimer }: Credentials): string {
  const base = `${window.location.origin}${window.location.pathname}#/qr-generator`;
  if (!apiSecret) return base;
  const query = new URLSearchParams({
    api_key: toBase64(apiKey),
    api_secret: toBase64(apiSecret),
    timer: String(transactionTimer),
  });
  return `${base}?${query}`;
}

/** Quick Start: the generator in a new tab, and its address to copy, the secret in it masked unless shown. */
export function QuickStart({ credentials, secretShown }: { credentials: Credentials; secretShown: boolean }) {
  const translate = useTranslate();
  const url = generatorUrl(credentials);
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
