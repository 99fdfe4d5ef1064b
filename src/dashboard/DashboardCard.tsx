import { useId, type ReactNode } from 'react';
import { Box, Card, Typography, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';

/** Where the dashboard's grid places a card. */
export type CardSx = { sx?: SxProps<Theme> };

type DashboardCardProps = CardSx & { title: string; action?: ReactNode; children: ReactNode };

/** The frame every dashboard card shares: a section named by its h2, so each card is a landmark. `action` sits right of the title. */
export function DashboardCard({ title, action, children, sx }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={[{ height: '100%', display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2.5, pt: 2, pb: 1.25, minHeight: 56 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, px: 2.5, pb: 2.5 }}>{children}</Box>
    </Card>
  );
}

interface IconBadgeProps {
  Icon: SvgIconComponent;
  size: number;
  colour?: 'primary' | 'secondary';
  radius?: number | string;
}

export function IconBadge({ Icon, size, colour = 'primary', radius = 2 }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: radius,
        color: `${colour}.main`,
        bgcolor: alpha(theme.palette[colour].main, 0.12),
      })}
    >
      <Icon sx={{ fontSize: 18 }} />
    </Box>
  );
}
