import { Box, CircularProgress, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** A screen's announced loading line (`inline` in a card: no padding): react-admin's Loading shows nothing for 1 s. */
export function LoadingStatus({ message, inline = false, sx }: { message: string; inline?: boolean; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={[{ display: 'flex', alignItems: 'center', gap: 1.5, p: inline ? 0 : 4 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
}

/** The muted line a screen shows in place of its rows (none yet, none matching, not available); `message` is a translation key. */
export function EmptyNote({ message, role, sx }: { message: string; role?: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" role={role} sx={[{ py: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {translate(message)}
    </Typography>
  );
}
