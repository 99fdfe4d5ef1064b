import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { MERCHANT_SETTINGS_RESOURCE, type MerchantSettings } from '../../contract/merchantSettings';
import { STATEMENT_MAX_DAYS, type Statement, type StatementBalance } from '../../contract/reports';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { DateInput } from '../common/DateInput';
import { FactList } from '../common/FactList';
import { EmptyNote, LoadingStatus } from '../common/LoadingStatus';
import { statusLabel } from '../common/StatusPill';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { RetryAlert } from '../common/RetryAlert';
import { UsdtAmount } from '../common/UsdtAmount';
import '../i18n/reports';
import { paymentStatusLabel } from '../transactions/rowDisplay';
import { useReportsApi } from './reportsApi';
import { ScheduledReports } from './ScheduledReports';
import { StatementDownloads } from './StatementDownloads';
import { periodOf, REPORT_RANGES, type ReportRange } from './periods';
import { dateFormat, timeZoneName } from '../common/formatters';

const R = 'app.reports';
const DAY_MS = 86_400_000;

/** A custom range's problem, as an i18n key, or null when it is whole. */
function customProblem({ start, end }: { start: string; end: string }): string | null {
  if (!start || !end) return `${R}.range.incomplete`;
  if (start > end) return `${R}.range.reversed`;
  return Date.parse(end) - Date.parse(start) >= STATEMENT_MAX_DAYS * DAY_MS ? `${R}.range.too_long` : null;
}

/**
 * A titled small table (a group of the statement's totals, the daily balance), focusable so the keyboard scrolls
 * it; its cells from `numericFrom` on are figures, aligned right. On a phone (below md, as the lists' cards) a
 * table wider than two columns shows each row as a card of its facts, read down rather than scrolled sideways.
 */
function TotalsTable({ title, headers, rows, numericFrom = 2, maxHeight }: { title: string; headers: string[]; rows: ReactNode[][]; numericFrom?: number; maxHeight?: number }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const align = (index: number) => (index >= numericFrom ? 'right' : 'left');
  const header = (index: number) => translate(`${R}.columns.${headers[index]}`);
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {translate(title)}
        </Typography>
        {rows.length === 0 ? (
          <EmptyNote message={`${R}.none`} sx={{ py: 1 }} />
        ) : isPhone && headers.length > 2 ? (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {rows.map((cells, row) => (
              <Card component="li" variant="outlined" key={row} sx={{ p: 1.5 }}>
                <FactList facts={cells.map((cell, index) => ({ label: header(index), value: cell }))} />
              </Card>
            ))}
          </Stack>
        ) : (
          <Box tabIndex={0} sx={{ overflow: 'auto', maxHeight }}>
            <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={translate(title)}>
              <TableHead>
                <TableRow>
                  {headers.map((column, index) => (
                    <TableCell key={column} align={align(index)}>
                      {header(index)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((cells, row) => (
                  <TableRow key={row}>
                    {cells.map((cell, index) => (
                      <TableCell key={index} align={align(index)}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

const money = (amount: number) => <UsdtAmount amount={amount} />;

function BalanceFacts({ opening, closing }: { opening: StatementBalance; closing: StatementBalance }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(`${R}.balance.title`)}>
      <CardContent>
        <FactList
          facts={[
            { label: translate(`${R}.balance.opening`), value: money(opening.total) },
            { label: translate(`${R}.balance.closing`), value: money(closing.total) },
          ]}
        />
      </CardContent>
    </Card>
  );
}

// A day's name in its own calendar: the `YYYY-MM-DD` read at UTC midnight and shown at UTC.
const dayName = (day: string) => dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

function Summary({ statement }: { statement: Statement }) {
  const translate = useTranslate();
  // The transactions' figures are for transactions-view (authProvider/access.ts, the route's rule); without it the statement holds none.
  const { canAccess: mayList } = useCanAccess({ resource: 'transactions', action: 'list' });
  const { deposits, payouts, refunds, opening, closing, daily } = statement.totals;
  const outgoing = (groups: typeof payouts) => groups.map((group) => [group.currencyType, statusLabel(translate, group.status), group.count, money(group.amount), money(group.fees)]);
  return (
    <Stack spacing={2}>
      {/* Balance figures are null without balance-view (the server's rule), so they are not shown. */}
      {opening && closing ? <BalanceFacts opening={opening} closing={closing} /> : null}
      {daily ? (
        <TotalsTable
          title={`${R}.balance.daily`}
          headers={['day', 'end_of_day']}
          rows={daily.map(({ day, balance }) => [dayName(day), money(balance)])}
          numericFrom={1}
          maxHeight={320}
        />
      ) : null}
      {mayList ? (
        <>
          {statement.rows.length === 0 ? <EmptyNote message={`${R}.empty`} /> : null}
          <TotalsTable
            title={`${R}.deposits`}
            headers={['network', 'payment_status', 'count', 'expected', 'received', 'fees', 'net']}
            rows={deposits.map((group) => [
              group.currencyType,
              group.paymentStatus ? paymentStatusLabel(translate, group.paymentStatus) : translate(`${R}.not_paid`),
              group.count,
              money(group.expected),
              money(group.received),
              money(group.fees),
              money(group.net),
            ])}
          />
          <TotalsTable title={`${R}.payouts`} headers={['network', 'status', 'count', 'amount', 'fees']} rows={outgoing(payouts)} />
          <TotalsTable title={`${R}.refunds`} headers={['network', 'status', 'count', 'amount', 'fees']} rows={outgoing(refunds)} />
        </>
      ) : null}
    </Stack>
  );
}

/** Reports (issue 29): a period's statement in the merchant's time zone (its setting, else the viewer's). */
export function ReportsPage() {
  const translate = useTranslate();
  const api = useReportsApi();
  const [range, setRange] = useState<ReportRange>('last24h');
  const [days, setDays] = useState({ start: '', end: '' });
  // The moment the range was chosen: the rolling ranges end at its next whole minute, one stable request.
  const [now, setNow] = useState(() => Date.now());
  // The shell's read of the setting (src/layout/ShellLayout.tsx), waited for; without it, the viewer's own time zone.
  // Once a visit: a gateway without it is not asked again on each visit to the screen.
  const settings = useGetOne<MerchantSettings & { id: string }>(MERCHANT_SETTINGS_RESOURCE, { id: MERCHANT_SETTINGS_RESOURCE }, { retry: false, retryOnMount: false, staleTime: Infinity });
  const timeZone = settings.data?.timezone ?? timeZoneName();
  const problem = range === 'custom' ? customProblem(days) : null;
  const period = problem ? null : periodOf(range, timeZone, now, days);
  const query = period && { ...period, timeZone };
  const statement = useQuery({
    queryKey: ['reports', 'statement', query],
    queryFn: () => api.getStatement(query!),
    enabled: Boolean(query) && !settings.isPending,
    retry: false,
  });

  let body: ReactNode;
  if (range === 'custom' && problem) body = null;
  else if (statement.error)
    body = isMissingAddition(statement.error) ? (
      <EmptyNote message={`${R}.unavailable`} role="note" />
    ) : (
      <RetryAlert onRetry={() => statement.refetch()}>{errorMessage(statement.error, { failed: translate(`${R}.failed`) })}</RetryAlert>
    );
  else if (!statement.data) body = <LoadingStatus message={`${R}.loading`} />;
  else body = <Summary statement={statement.data} />;

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.reports.title" subtitle={translate(`${R}.subtitle`, { timeZone })} actions={<StatementDownloads query={query} />} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 3 }}>
        <TextField
          select
          size="small"
          label={translate(`${R}.range.label`)}
          value={range}
          onChange={(event) => {
            setRange(event.target.value as ReportRange);
            setNow(Date.now());
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
        >
          {REPORT_RANGES.map((value) => (
            <option key={value} value={value}>
              {translate(`${R}.range.${value}`)}
            </option>
          ))}
        </TextField>
        {range === 'custom'
          ? (['start', 'end'] as const).map((field) => (
              <DateInput
                key={field}
                size="small"
                sx={{ width: { xs: '100%', sm: 190 } }}
                label={translate(`${R}.range.${field}`)}
                value={days[field]}
                onCommit={(day) => setDays((current) => ({ ...current, [field]: day }))}
                {...(problem && field === 'end' ? { error: Boolean(days.start || days.end), helperText: translate(problem) } : {})}
              />
            ))
          : null}
      </Box>
      {body}
      <Box sx={{ mt: 3 }}>
        <ScheduledReports timeZone={timeZone} />
      </Box>
    </PageContainer>
  );
}
