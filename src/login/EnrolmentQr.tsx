import { Box, Stack } from '@mui/material';
import QRCode from 'react-qr-code';
import { useLoginEnvironment } from './environment';
import { SecretReveal } from '../common/SecretReveal';

/** The enrolment's otpauth URI as a QR code, and the secret; loaded only then, out of the sign-in bundle. */
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
