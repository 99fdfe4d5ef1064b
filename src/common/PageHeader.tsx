import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** `badge` sits beside the title (Transactions' total), `actions` at the other end. */
type PageHeaderProps = { titleKey: string; subtitle?: ReactNode; badge?: ReactNode; actions?: ReactNode };

export function PageHeader({ titleKey, subtitle, badge, actions }: PageHeaderProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="h1" component="h1">
            {translate(titleKey)}
          </Typography>
          {badge}
        </Box>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
