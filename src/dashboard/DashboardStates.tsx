import { Card, Typography } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useTranslate } from 'react-admin';
import { isHttpError, serverMessage } from '../../dataProvider/httpClient';
import { RetryAlert } from '../common/RetryAlert';

/** A custom range waits for both dates, in order, before it asks for anything. */
export function RangeIncomplete({ reversed }: { reversed: boolean }) {
  const translate = useTranslate();
  return (
    <Card sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, px: 2 }}>
      <DateRangeOutlined color="primary" aria-hidden />
      <Typography color="text.secondary">
        {translate(reversed ? 'app.dashboard.range.reversed' : 'app.dashboard.range.incomplete')}
      </Typography>
    </Card>
  );
}

/**
 * The {message} of 'Error loading dashboard: {message}' (000 sections 2 and 8): the gateway's own
 * text (`message`, or `error` as the spec's response has it), 'Failed to fetch dashboard data'
 * for an answer that failed without one, else the status text ('HTTP error! status: 418').
 */
function dashboardErrorMessage(error: unknown, failed: string): string {
  const body = isHttpError(error) ? (error.body as { error?: unknown } | null) : null;
  const fromServer = serverMessage(error) ?? (typeof body?.error === 'string' && body.error.trim() ? body.error : undefined);
  if (fromServer) return fromServer;
  if (isHttpError(error) && error.status >= 200 && error.status < 300) return failed;
  return error instanceof Error && error.message ? error.message : failed;
}

/** 'Error loading dashboard: {message}' with Retry (000 section 2). */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const translate = useTranslate();
  return (
    <RetryAlert retryLabel="app.dashboard.retry" onRetry={onRetry} sx={{ mb: 3 }}>
      {translate('app.dashboard.error', { message: dashboardErrorMessage(error, translate('app.dashboard.failed')) })}
    </RetryAlert>
  );
}
