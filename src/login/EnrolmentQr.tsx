import { Box, Stack } from '@mui/material';
import QRCode from 'react-qr-code';
import { useLoginEnvironment } from './environment';
import { SecretReveal } from '../common/SecretReveal';

/**
 * The authenticator part of the enrolment step: the otpauth URI as a QR code and the secret for
 * typing in by hand. Loaded only when that step opens, so the QR code stays out of the sign-in bundle.
 */
export function EnrolmentQr({ qrCode, secret }: { qrCode: string; secret: string | null }) {
  const { translate } = useLoginEnvironment();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ bgcolor: '#fff', p: 2, borderRadius: 1 }}>
        <QRCode value={qrCode} size={168} title={translate('app.security.two_factor.qr_label')} />
      </Box>
      {secret ? <SecretReveal secret={secret} translate={translate} /> : null}
    </Stack>
  );
}
