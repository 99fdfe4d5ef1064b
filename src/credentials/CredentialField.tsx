import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton';
import '../i18n/credentials';

interface CredentialFieldProps {
  label: string;
  /** What is copied, and shown unless `display` or a hidden secret says otherwise. */
  value: string;
  display?: string;
  /** For a secret: whether it is shown, the show/hide toggle, and `load` when it is fetched on Copy (issue 28). */
  secret?: { shown: boolean; onToggle: () => void; load?: () => Promise<string> };
  copyLabel?: string;
  testId?: string;
}

const MASK = '•'.repeat(32);

/** One labelled value (a credential, the generator's address), monospace, with show/hide for a secret and a copy button. */
export function CredentialField({ label, value, display, secret, copyLabel, testId = `credential-${label}` }: CredentialFieldProps) {
  const translate = useTranslate();
  const shown = secret?.shown ?? true;
  const toggle = translate(shown ? 'app.credentials.hide_secret' : 'app.credentials.show_secret');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography data-testid={testId} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
          {display ?? (shown ? value : MASK)}
        </Typography>
        {secret ? (
          <Tooltip title={toggle}>
            <IconButton aria-label={toggle} onClick={secret.onToggle} size="small">
              {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : null}
        <CopyButton value={secret?.load ?? value} label={copyLabel ?? translate('app.credentials.copy', { field: label })} />
      </Box>
    </Box>
  );
}
