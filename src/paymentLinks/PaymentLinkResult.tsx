import QRCode from 'react-qr-code';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { PaymentLink } from '../../contract/paymentLinks';
import { formatAmount } from '../common/formatters';
import { CopyButton } from '../common/CopyButton';
import { formatRemaining, useNowUntil } from '../common/countdown';
import '../i18n/paymentLinks';

const P = 'app.payment_links';

/** The link as a QR code, with copy and open, the deposit address and the time left to pay. */
export function PaymentLinkResult({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const end = link.expiresAt ? Date.parse(link.expiresAt) : null;
  const now = useNowUntil(end);
  const left = end === null ? 0 : Math.max(0, end - now);
  return (
    <Card component="section" aria-label={translate(`${P}.result_title`)}>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h3" component="h2">
          {translate(`${P}.result_title`)}
        </Typography>
        <Box sx={{ p: 2, bgcolor: '#fff', borderRadius: 1 }} data-testid="payment-link-qr">
          <QRCode value={link.url} size={220} title={translate(`${P}.qr_label`)} />
        </Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="payment-link-url">
          {link.url}
        </Typography>
        <Stack direction="row" spacing={1}>
          <CopyButton value={link.url} label={translate(`${P}.copy`)} variant="text" />
          <Button variant="contained" startIcon={<OpenInNew />} href={link.url} target="_blank" rel="noopener noreferrer">
            {translate(`${P}.open`)}
          </Button>
        </Stack>
        <Typography variant="body2">
          {formatAmount(link.amount)} USDT · {link.network}
        </Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate(`${P}.address`)}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{link.walletAddress}</Typography>
        </Box>
        {left > 0 ? (
          <Typography role="timer" aria-live="off">
            {translate(`${P}.expires_in`, { time: formatRemaining(left) })}
          </Typography>
        ) : (
          <Alert severity="warning">{translate(`${P}.expired`)}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
