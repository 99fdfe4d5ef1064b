import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../common/clipboard';
import { W } from './webhookKeys';

/** The new endpoint's signing secret, shown this once, with Copy. */
export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await copyText(secret);
      notify(`${W}.copied`, { type: 'success' });
    } catch {
      notify(`${W}.copy_failed`, { type: 'error' });
    }
  };
  return (
    <Alert severity="warning" role="region" aria-label={translate(`${W}.secret_title`)}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{translate(`${W}.secret_title`)}</Typography>
        <Typography variant="body2">{translate(`${W}.secret_once`)}</Typography>
        <Box data-testid="webhook-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {secret}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {translate(`${W}.copy`)}
          </Button>
          <Button size="small" onClick={onDone}>
            {translate(`${W}.secret_done`)}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
