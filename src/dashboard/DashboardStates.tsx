import { Alert, Button, Card, CircularProgress, Typography } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useTranslate } from 'react-admin';
import { dashboardErrorMessage } from './dashboardError';

/** 'Loading dashboard data...' (000 section 2). */
export function DashboardLoading() {
  const translate = useTranslate();
  return (
    <Card role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{translate('app.dashboard.loading')}</Typography>
    </Card>
  );
}

/** 'Error loading dashboard: {message}' with Retry (000 section 2). */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const message = dashboardErrorMessage(error, translate('app.dashboard.failed'));
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dashboard.retry')}
        </Button>
      }
    >
      {translate('app.dashboard.error', { message })}
    </Alert>
  );
}

/** A custom range waits for both dates, in order, before it asks for anything. */
export function RangeIncomplete({ reversed = false }: { reversed?: boolean }) {
  const translate = useTranslate();
  return (
    <Card sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, px: 2 }}>
      <DateRangeOutlined color="primary" aria-hidden />
      <Typography color="text.secondary">{translate(reversed ? 'app.dashboard.range.reversed' : 'app.dashboard.range.incomplete')}</Typography>
    </Card>
  );
}
