import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, required, SelectInput, TextInput, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { DEFAULT_NETWORK, NETWORKS, type Network } from '../../contract/constants';
import type { PaymentLink, PaymentLinkRequest } from '../../contract/paymentLinks';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage, isMissingCall } from '../../dataProvider/httpClient';
import { amountInvalid } from '../common/payoutRules';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PaymentLinkResult } from './PaymentLinkResult';
import { useGeneratorCredentials } from './useGeneratorCredentials';
import '../i18n/paymentLinks';

const P = 'app.payment_links';

type GeneratorValues = Partial<Record<'amount' | 'orderReference' | 'description', string | null>> & { network?: Network };

const NETWORK_CHOICES = NETWORKS.map((network) => ({ id: network, name: network }));

/** The amount rule as a react-admin validator: required, then the payout amount rule (common/payoutRules). */
const payableAmount = amountInvalid(`${P}.amount_invalid`);
const validateAmount = (value: string | null | undefined) => (!value || value.trim() === '' ? `${P}.amount_required` : payableAmount(value));

/**
 * The payment link generator, shown as a QR code. It asks through the session first, so every holder of
 * qr-code-generation can generate (DECISIONS.md section 5); a gateway without that call (404/405) sends
 * it to the spec's credential flow for the rest of the visit (the http client remembers that answer).
 */
export function QrGeneratorPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { load: loadCredentials } = useGeneratorCredentials();
  // Operation roles hold qr-code-generation but not api-credentials: without the session path the
  // server never hands them the secret that signs a link, so they are told why, not only to refresh.
  const { canAccess: mayUseCredentials } = useCanAccess({ resource: 'actions', action: 'manage_api_credentials' });
  const [credentialsMissing, setCredentialsMissing] = useState(false);
  // The last link stays on screen while the next one is made, and when that one fails.
  const [link, setLink] = useState<PaymentLink | null>(null);

  const create = useMutation({
    mutationFn: async (request: PaymentLinkRequest): Promise<PaymentLink | null> => {
      const created = await dataProvider.createPaymentLinkWithSession(request);
      if (created) return created;
      const credentials = await loadCredentials();
      if (credentials) return dataProvider.createPaymentLink(credentials, request);
      setCredentialsMissing(true);
      return null;
    },
    onSuccess: (created) => {
      if (created) setLink(created);
    },
  });
  // The payment-link service is a sandbox addition: a gateway without it (404/405) gets one calm line.
  const serviceMissing = create.isError && isMissingCall(create.error);
  const error = create.isError && !serviceMissing ? errorMessage(create.error, { failed: translate(`${P}.failed`) }) : null;

  const generate = (values: GeneratorValues) => {
    // Without credentials the page already shows the spec's alert; nothing can be sent.
    if (credentialsMissing) return;
    create.mutate({
      amount: Number(values.amount),
      network: values.network ?? DEFAULT_NETWORK,
      orderReference: values.orderReference?.trim() || undefined,
      description: values.description?.trim() || undefined,
    });
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
            {mayUseCredentials === false ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {translate(`${P}.no_credentials_access`)}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        <Card>
          <CardContent>
            <Form onSubmit={generate} defaultValues={{ network: DEFAULT_NETWORK }} mode="onChange" noValidate disableInvalidFormNotification>
              <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
                {error ? <Alert severity="error">{error}</Alert> : null}
                <TextInput source="amount" label={`${P}.amount`} validate={validateAmount} helperText=" " margin="none" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <SelectInput source="network" label={`${P}.network`} choices={NETWORK_CHOICES} validate={required()} helperText={false} margin="none" />
                <TextInput source="orderReference" label={`${P}.order_reference`} helperText={false} margin="none" slotProps={{ htmlInput: { maxLength: 100 } }} />
                <TextInput source="description" label={`${P}.description`} helperText={false} margin="none" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
                <Button type="submit" variant="contained" disabled={create.isPending || credentialsMissing || serviceMissing}>
                  {translate(`${P}.generate`)}
                </Button>
              </Box>
            </Form>
          </CardContent>
        </Card>
        {link ? <PaymentLinkResult link={link} /> : null}
      </Stack>
    </PageContainer>
  );
}
