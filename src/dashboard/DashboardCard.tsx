import { useId, type ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';

interface DashboardCardProps {
  title: string;
  /** A link or button on the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame every dashboard card shares: a section named by its h2, so each card is a landmark. */
export function DashboardCard({ title, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2.5, pt: 2, pb: 1.25, minHeight: 56 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: 2.5, pb: 2.5 }}>{children}</Box>
    </Card>
  );
}
