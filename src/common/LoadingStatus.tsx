import { Box, CircularProgress, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * A screen's loading line: a spinner and its text, announced (role="status"). Not react-admin's
 * Loading, which shows nothing for 1 s and then its own two texts; the spec's texts show at once.
 */
export function LoadingStatus({ message, sx }: { message: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={[{ display: 'flex', alignItems: 'center', gap: 1.5, p: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
}
