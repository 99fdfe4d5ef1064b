import type { ReactNode } from 'react';
import { Alert, Button, Card, CircularProgress, Typography } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useTranslate } from 'react-admin';
import { isHttpError, serverMessage } from '../../dataProvider/httpClient';

function Note({ icon, text, status = false }: { icon: ReactNode; text: string; status?: boolean }) {
  return (
    <Card role={status ? 'status' : undefined} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, px: 2 }}>
      {icon}
      <Typography color="text.secondary">{text}</Typography>
    </Card>
  );
}

/** 'Loading dashboard data...' (000 section 2). */
export function DashboardLoading() {
  return <Note status icon={<CircularProgress size={22} aria-hidden />} text={useTranslate()('app.dashboard.loading')} />;
}

/** A custom range waits for both dates, in order, before it asks for anything. */
export function RangeIncomplete({ reversed }: { reversed: boolean }) {
  const text = useTranslate()(reversed ? 'app.dashboard.range.reversed' : 'app.dashboard.range.incomplete');
  return <Note icon={<DateRangeOutlined color="primary" aria-hidden />} text={text} />;
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
