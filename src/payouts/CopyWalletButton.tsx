import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import { copyText } from '../common/clipboard';

/** Copies a wallet address; the check mark stays for the spec's 2 seconds. */
export function CopyWalletButton({ address }: { address: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), DELAYS_MS.copyMessage);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = translate(copied ? 'app.payouts.history.copied' : 'app.payouts.history.copy_wallet');
  const copy = () => {
    copyText(address).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={copy}>
        {copied ? <Check fontSize="inherit" color="success" /> : <ContentCopy fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}
