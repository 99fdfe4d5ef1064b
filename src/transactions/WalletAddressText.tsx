import { Box } from '@mui/material';
import { truncateAddress } from './rowFields';

/** A wallet address cut to `chars` characters, the whole address on hover. */
export function WalletAddressText({ address, chars }: { address: string | null; chars: number }) {
  if (!address) return null;
  return (
    <Box component="span" title={address} sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {truncateAddress(address, chars)}
    </Box>
  );
}
