import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import { copyText } from '../common/clipboard';

/** Copies a value; "Copied!" stays for 2 seconds (001 section 9), "Failed to copy" when refused. */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
  const shown = state === 'copied' ? translate('app.credentials.copied') : state === 'failed' ? translate('app.credentials.copy_failed') : label;
  return (
    <Tooltip title={shown} open={state !== 'idle' ? true : undefined}>
      <IconButton aria-label={shown} onClick={copy} size="small">
        {state === 'copied' ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
