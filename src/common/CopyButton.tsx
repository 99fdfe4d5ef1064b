import { useEffect, useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import { copyText } from './clipboard';

interface CopyButtonProps {
  value: string;
  /** The button's name at rest, translated. */
  label: string;
  /** `text`: a button that shows its label (Copy link); an icon with the label as tooltip otherwise. */
  variant?: 'icon' | 'text';
}

/** Copies a value; 'Copied!' stays for the spec's 2 seconds (000 section 9), 'Failed to copy' when refused. */
export function CopyButton({ value, label, variant = 'icon' }: CopyButtonProps) {
  const translate = useTranslate();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), DELAYS_MS.copyMessage);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    copyText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  const shown = state === 'idle' ? label : translate(state === 'copied' ? 'app.copy.copied' : 'app.copy.failed');
  const icon = state === 'copied' ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />;
  if (variant === 'text') {
    return (
      <Button variant="outlined" startIcon={icon} onClick={copy} aria-live="polite">
        {shown}
      </Button>
    );
  }
  return (
    <Tooltip title={shown} open={state !== 'idle' ? true : undefined}>
      <IconButton aria-label={shown} onClick={copy} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
