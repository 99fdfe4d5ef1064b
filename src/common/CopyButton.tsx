import { Button, IconButton, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { useCopy } from './clipboard';

type CopyButtonProps = { value: string | (() => Promise<string>); label: string; variant?: 'icon' | 'text' };

/**
 * Copies a value; 'Copied!' stays for the spec's 2 seconds (000 section 9), 'Failed to copy' when refused. The `text`
 * variant is a button showing its label (Copy link), the `icon` one has the label as its tooltip.
 */
export function CopyButton({ value, label, variant = 'icon' }: CopyButtonProps) {
  const translate = useTranslate();
  const { copied, copy } = useCopy();
  const shown = copied ? translate(copied.ok ? 'app.copy.copied' : 'app.copy.failed') : label;
  const icon = copied?.ok ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />;
  if (variant === 'text') {
    return (
      <Button variant="outlined" startIcon={icon} onClick={() => copy(value)} aria-live="polite">
        {shown}
      </Button>
    );
  }
  return (
    <Tooltip title={shown} open={copied ? true : undefined}>
      <IconButton aria-label={shown} onClick={() => copy(value)} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
