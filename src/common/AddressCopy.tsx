import { Stack, Typography } from '@mui/material';
import { shortenAddress } from '../../contract/walletServiceTypes';
import { CopyButton } from './CopyButton';

/** A wallet address in monospace with its copy button; `short` shows it shortened, whole in its title. */
export function AddressCopy({ address, copyLabel, short = false }: { address: string; copyLabel: string; short?: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" title={short ? address : undefined} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', whiteSpace: 'normal' }}>
        {short ? shortenAddress(address) : address}
      </Typography>
      <CopyButton value={address} label={copyLabel} />
    </Stack>
  );
}
