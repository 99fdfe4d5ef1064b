import { useId, type ReactNode } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatAmount } from './money';

interface StatCardProps {
  label: string;
  value: number | undefined;
  hint: string;
  icon: ReactNode;
  /** The theme palette colour of the icon tile. */
  colour: 'primary' | 'secondary';
}

/** One figure in USDT, large and in tabular digits so that figures line up when they change. */
export function StatCard({ label, value, hint, icon, colour }: StatCardProps) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: 2,
            color: `${colour}.main`,
            bgcolor: alpha(theme.palette[colour].main, 0.12),
          })}
        >
          {icon}
        </Box>
        <Typography id={labelId} component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
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
        {hint}
      </Typography>
    </Card>
  );
}
