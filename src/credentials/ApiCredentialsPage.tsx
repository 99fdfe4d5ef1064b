import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useDataProvider, useTranslate } from 'react-admin';
import { readSession } from '../../authProvider/session';
import type { GatewayDataProvider } from '../../dataProvider';
import { AccessDenied } from '../common/AccessDenied';
import { BackButton } from '../common/BackButton';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { CredentialField } from './CredentialField';
import { QuickStart } from './QuickStart';
import { checkStoredUser, credentialsFailure, CredentialsProblem, readCredentials } from './readCredentials';
import { RetryAlert } from '../common/RetryAlert';

const C = 'app.credentials';
const TIPS = ['server_side', 'no_client', 'ip_whitelist', 'https', 'rotate'] as const;

/**
 * API Credentials (001 section 2.3). The stored user id and role pick the path (001 sections 5 and 6);
 * a refusal from the gateway shows the screen's own Access Denied, any other failure the catalogue's message.
 */
export function ApiCredentialsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [secretShown, setSecretShown] = useState(false);
  const session = readSession();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['credentials', session?.userId, session?.role],
    queryFn: async () => {
      try {
        const { userId, role } = checkStoredUser(session?.userId, session?.role);
        return { ...readCredentials(await dataProvider.getMerchantRecord(userId, role)), userId };
      } catch (failure) {
        throw credentialsFailure(failure);
      }
    },
    retry: false,
    // The secret is not kept around in the query cache after the page closes.
    gcTime: 0,
  });

  if (error instanceof CredentialsProblem && error.denied) {
    return (
      <AccessDenied
        role={session?.role ?? ''}
        required={['api-credentials']}
        isSubUser={session?.isSubUser ?? false}
        reason={translate(error.key, error.args)}
      />
    );
  }

  return (
    <PageContainer>
      <BackButton label={`${C}.back`} />
      <PageHeader titleKey="app.pages.api_credentials.title" subtitle={translate(`${C}.subtitle`)} />
      {isPending ? (
        <LoadingStatus message={`${C}.loading`} />
      ) : error || !data ? (
        <RetryAlert retryLabel={`${C}.retry`} onRetry={refetch}>
          {error instanceof CredentialsProblem ? translate(error.key, error.args) : String(error)}
        </RetryAlert>
      ) : (
        <Stack spacing={3}>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <CredentialField label={translate(`${C}.user_id`)} value={data.userId} />
              <CredentialField label={translate(`${C}.api_key`)} value={data.apiKey} />
              <CredentialField
                label={translate(`${C}.api_secret`)}
                value={data.apiSecret}
                secret={{ shown: secretShown, onToggle: () => setSecretShown((shown) => !shown) }}
              />
            </CardContent>
          </Card>
          <Alert severity="warning" icon={<WarningAmber />}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {translate(`${C}.security_warning.title`)}
            </Typography>
            {translate(`${C}.security_warning.body`)}
          </Alert>
          <QuickStart credentials={data} secretShown={secretShown} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h2">
                {translate(`${C}.best_practices.title`)}
              </Typography>
              <List aria-label={translate(`${C}.best_practices.title`)}>
                {TIPS.map((tip) => (
                  <ListItem key={tip} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <CheckCircleOutline color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={translate(`${C}.best_practices.tips.${tip}`)} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PageContainer>
  );
}
