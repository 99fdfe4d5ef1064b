import { Chip, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXPLORERS, type Network } from '../../contract/constants';
import { shortenAddress } from '../../contract/walletServiceTypes';
import '../i18n/walletServiceTypes';

/** An address (or a transaction's hash) shortened to its first 8 and last 6 characters, linking to the explorer. */
export function AddressLink({ network, address, kind = 'address' }: { network: Network; address: string; kind?: 'address' | 'tx' }) {
  const explorer = EXPLORERS[network]?.[kind];
  const text = shortenAddress(address);
  if (!explorer) return <span title={address}>{text}</span>;
  return (
    <Link href={`${explorer}${address}`} target="_blank" rel="noopener noreferrer" title={address} sx={{ fontFamily: 'monospace' }}>
      {text}
    </Link>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={active ? 'success' : 'default'} label={translate(`app.wallet_service_types.${active ? 'active' : 'inactive'}`)} />;
}
