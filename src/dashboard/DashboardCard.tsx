import { useId, type ReactNode } from 'react';
import { Box, Card, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Functions from '@mui/icons-material/Functions';
import type { DashboardPeriod } from '../../contract/dashboard';
import { formatAmount } from '../common/formatters';
import type { Translate } from '../common/translate';
import { statLabelKey } from './periods';

// The cards' looks, without react-admin: the page draws them, and so does the signed-in frame before react-admin is in (DashboardFrame.tsx).

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

/** Deposit volume and average deposit of the period, each labelled by it (000 section 2). */
export const STATS = {
  volume: { field: 'totalVolume', Icon: TrendingUp, colour: 'secondary' },
  average: { field: 'avgTransaction', Icon: Functions, colour: 'primary' },
} as const;

// `translate`: react-admin's on the page, the frame's own (src/common/translate.ts) before react-admin is in.
type StatCardViewProps = { stat: keyof typeof STATS; period: DashboardPeriod; translate: Translate; value: number | undefined };

/** A figure of the period, a skeleton until it is known; tabular digits line figures up as they change. */
export function StatCardView({ stat, period, translate, value }: StatCardViewProps) {
  const labelId = useId();
  const { Icon, colour } = STATS[stat];
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <IconBadge Icon={Icon} colour={colour} size={36} />
        <Typography id={labelId} component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {translate(statLabelKey(stat, period))}
        </Typography>
      </Box>
      {value === undefined ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      ) : (
        <Typography
          component="p"
          data-testid="stat-value"
          sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatAmount(value)}
          <Typography component="span" color="text.secondary" sx={{ ml: 0.75, fontSize: '0.95rem', fontWeight: 600, letterSpacing: 0 }}>
            {translate('app.dashboard.usdt')}
          </Typography>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
        {translate(`app.dashboard.stats.${stat}_hint`)}
      </Typography>
    </Card>
  );
}

/** Issue 29's "Needs attention": how many payments are open (`count`, its words), and `action` to their screen. */
export function NeedsAttentionView({ title, count, action, sx }: CardSx & { title: string; count: string; action: ReactNode }) {
  return (
    <DashboardCard title={title} sx={sx} action={action}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'warning.main' }}>
        {count}
      </Typography>
    </DashboardCard>
  );
}

/** Two columns on wide screens; narrower, they dissolve (display: contents) into one list ordered by importance. */
export const cardGrid = {
  display: 'grid',
  gap: { xs: 2, md: 2.5 },
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;
export const cardColumn = {
  display: { xs: 'contents', lg: 'grid' },
  gap: { xs: 2, md: 2.5 },
  alignContent: 'start',
  minWidth: 0,
} as const;
/** The two figures, side by side from the sm breakpoint. */
export const statsRow = { display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
