import { Box, CircularProgress, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** A screen's announced loading line: react-admin's Loading shows nothing for 1 s, then its own texts. */
export function LoadingStatus({ message, sx }: { message: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={[{ display: 'flex', alignItems: 'center', gap: 1.5, p: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
}
