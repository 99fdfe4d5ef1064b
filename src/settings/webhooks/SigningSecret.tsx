import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../common/CopyButton';
import { W } from '../../i18n/webhooks';

export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="region" aria-label={translate(`${W}.secret_title`)}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{translate(`${W}.secret_title`)}</Typography>
        <Typography variant="body2">{translate(`${W}.secret_once`)}</Typography>
        <Box data-testid="webhook-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {secret}
        </Box>
        <Stack direction="row" spacing={1}>
          <CopyButton value={secret} label={translate(`${W}.copy`)} variant="text" />
          <Button size="small" onClick={onDone}>
            {translate(`${W}.secret_done`)}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
