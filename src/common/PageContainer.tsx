import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The padding and width every page shares, so screens line up under the header. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>{children}</Box>;
}
