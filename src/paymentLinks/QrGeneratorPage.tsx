import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { DEFAULT_NETWORK, NETWORKS, type Network } from '../../contract/constants';
import type { PaymentLink } from '../../contract/paymentLinks';
import { amountProblem } from '../../contract/payouts';
import { can } from '../../contract/permissions';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage, isMissingCall } from '../../dataProvider/httpClient';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { PaymentLinkResult } from './PaymentLinkResult';
import { useGeneratorCredentials } from './useGeneratorCredentials';

const P = 'app.payment_links';

/**
 * The payment link generator (/qr-generator): amount, network, optional order reference and
 * description; the sandbox payment-link service answers the link, shown as a QR code. It asks
 * through the session first, so every holder of qr-code-generation can generate (DECISIONS.md
 * section 5); a gateway without that call answers 404 or 405, and the generator then uses the
 * spec's credential flow for the rest of the visit. A gateway without the payment-link service
 * itself (POST /payment-links answers 404 or 405) gets one calm line and the button turns off.
 */
export function QrGeneratorPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { load: loadCredentials } = useGeneratorCredentials();
  const { subject } = useSessionPermissions();
  // Operation roles hold qr-code-generation but not api-credentials: against a gateway without the
  // session path the server never hands them the secret that signs a link, so they are told why
  // rather than only to refresh.
  const lacksCredentialsAccess = subject !== null && !can(subject, 'manage_api_credentials');
  const [sessionPathMissing, setSessionPathMissing] = useState(false);
  const [credentialsMissing, setCredentialsMissing] = useState(false);
  // The payment-link service is a sandbox addition: a gateway without it (404/405) gets one calm line.
  const [serviceMissing, setServiceMissing] = useState(false);
  const [amount, setAmount] = useState('');
  const [network, setNetwork] = useState<Network>(DEFAULT_NETWORK);
  const [orderReference, setOrderReference] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<PaymentLink | null>(null);
  const amountIssue = amount.trim() === '' ? null : amountProblem(amount);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Without credentials the page already shows the spec's alert; nothing can be sent.
    if (credentialsMissing) return;
    if (amount.trim() === '') {
      setError(translate(`${P}.amount_required`));
      return;
    }
    if (amountIssue) return;
    const request = {
      amount: Number(amount),
      network,
      orderReference: orderReference.trim() || undefined,
      description: description.trim() || undefined,
    };
    setBusy(true);
    try {
      const created = sessionPathMissing ? null : await dataProvider.createPaymentLinkWithSession(request);
      if (created) {
        setLink(created);
        return;
      }
      setSessionPathMissing(true);
      const credentials = await loadCredentials();
      if (!credentials) {
        setCredentialsMissing(true);
        return;
      }
      setLink(await dataProvider.createPaymentLink(credentials, request));
    } catch (failure) {
      if (isMissingCall(failure)) setServiceMissing(true);
      else setError(errorMessage(failure, { failed: translate(`${P}.failed`) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.qr_generator.title" subtitle={translate(`${P}.subtitle`)} />
      <Stack spacing={3}>
        {serviceMissing ? (
          <Alert severity="info" role="note">
            {translate(`${P}.service_missing`)}
          </Alert>
        ) : null}
        {credentialsMissing ? (
          <Alert severity="warning" role="alert">
            {translate(`${P}.no_credentials`)}
            {lacksCredentialsAccess ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {translate(`${P}.no_credentials_access`)}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        <Card>
          <CardContent>
            <Box component="form" noValidate onSubmit={generate} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <TextField
                label={translate(`${P}.amount`)}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                inputMode="decimal"
                error={amountIssue !== null}
                helperText={amountIssue ? translate(`${P}.amount_invalid`, { rule: amountIssue }) : ' '}
              />
              <TextField select label={translate(`${P}.network`)} value={network} onChange={(event) => setNetwork(event.target.value as Network)}>
                {NETWORKS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label={translate(`${P}.order_reference`)} value={orderReference} onChange={(event) => setOrderReference(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
              <TextField label={translate(`${P}.description`)} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
              <Button type="submit" variant="contained" disabled={busy || credentialsMissing || serviceMissing}>
                {translate(`${P}.generate`)}
              </Button>
            </Box>
          </CardContent>
        </Card>
        {link ? <PaymentLinkResult link={link} /> : null}
      </Stack>
    </PageContainer>
  );
}
