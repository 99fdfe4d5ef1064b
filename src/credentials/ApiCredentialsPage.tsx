import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { readSession } from '../../authProvider/session';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { errorMessage } from '../../dataProvider/httpClient';
import type { ComposedDataProvider } from '../providers';
import { AccessDenied } from '../common/AccessDenied';
import { BackButton } from '../common/BackButton';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { CredentialField } from './CredentialField';
import { QuickStart } from './QuickStart';
import { credentialsFailure, readCredentials, storedUserProblem, type Credentials } from './readCredentials';
import { RetryAlert } from '../common/RetryAlert';
import '../i18n/credentials';

const C = 'app.credentials';
const TIPS = ['server_side', 'no_client', 'ip_whitelist', 'https', 'rotate'] as const;

/**
 * API Credentials (001 section 2.3). The stored user id and role pick the path (001 sections 5 and 6);
 * a refusal from the gateway shows the screen's own Access Denied, any other failure the catalogue's message.
 */
export function ApiCredentialsPage() {
  const translate = useTranslate();
  const [secretShown, setSecretShown] = useState(false);
  const session = readSession();
  const stored = storedUserProblem(session?.userId, session?.role);
  const { data, error, isPending, refetch } = useGetOne<Credentials>(
    PROFILE_RESOURCE,
    { id: stored ? undefined : session?.userId, meta: { role: session?.role, secretOnReveal: true } },
    // The secret is not kept in the query cache after the page closes.
    { retry: false, gcTime: 0, select: readCredentials },
  );
  const problem = stored ?? (error ? credentialsFailure(error) : null);
  // Where the gateway gives the secret only on Reveal or Copy (issue 28): asked once, kept while the page is open.
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const reveal = useMutation({ mutationFn: () => dataProvider.revealCredentials() });
  const secret = data?.apiSecret ?? reveal.data?.apiSecret ?? null;
  const loadSecret = async () => secret ?? (await reveal.mutateAsync()).apiSecret;

  if (problem?.denied) {
    return (
      <AccessDenied
        role={session?.role ?? ''}
        required={['api-credentials']}
        isSubUser={session?.isSubUser ?? false}
        reason={translate(problem.key, problem.args)}
      />
    );
  }

  return (
    <PageContainer>
      <BackButton />
      <PageHeader titleKey="app.pages.api_credentials.title" subtitle={translate(`${C}.subtitle`)} />
      {problem ? (
        <RetryAlert onRetry={refetch}>
          {translate(problem.key, problem.args)}
        </RetryAlert>
      ) : isPending || !data ? (
        <LoadingStatus message={`${C}.loading`} />
      ) : (
        <Stack spacing={3}>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <CredentialField label={translate(`${C}.user_id`)} value={String(data.id)} />
              <CredentialField label={translate(`${C}.api_key`)} value={data.apiKey} />
              <CredentialField
                label={translate(`${C}.api_secret`)}
                value={secret ?? ''}
                secret={{
                  shown: secretShown,
                  onToggle: () => void loadSecret().then(() => setSecretShown((shown) => !shown), () => undefined),
                  load: secret ? undefined : loadSecret,
                }}
              />
              {reveal.error ? <Alert severity="error">{errorMessage(reveal.error)}</Alert> : null}
            </CardContent>
          </Card>
          <Alert severity="warning" icon={<WarningAmber />}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {translate(`${C}.security_warning.title`)}
            </Typography>
            {translate(`${C}.security_warning.body`)}
          </Alert>
          <QuickStart credentials={{ ...data, apiSecret: secret }} secretShown={secretShown} />
          <Card variant="outlined">
            <CardHeader title={translate(`${C}.best_practices.title`)} slotProps={{ title: { variant: 'h3', component: 'h2' } }} sx={{ pb: 0 }} />
            <CardContent sx={{ pt: 0 }}>
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
