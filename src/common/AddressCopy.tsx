import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shortenAddress } from '../../contract/walletServiceTypes';
import { CopyButton } from './CopyButton';

/** A wallet address in monospace with its copy button (`copyLabel`, an i18n key); `short` shows it shortened, whole in its title. */
export function AddressCopy({ address, copyLabel, short = false }: { address: string; copyLabel: string; short?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" title={short ? address : undefined} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', whiteSpace: 'normal' }}>
        {short ? shortenAddress(address) : address}
      </Typography>
      <CopyButton value={address} label={translate(copyLabel)} />
    </Stack>
  );
}
