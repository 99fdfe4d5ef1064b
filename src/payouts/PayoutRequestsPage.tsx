import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { CanAccess, Confirm, ListBase, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Withdrawal } from '../../contract/payouts';
import { pageInMemory } from '../../dataProvider/resources';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { usePayoutExport } from './export/usePayoutExport';
import { InMemoryHistory } from './InMemoryHistory';
import { PayoutForm } from './PayoutForm';
import { HistoryCard, HistoryNote, OpenedPayout, PayoutHistory, type Row } from './PayoutHistory';
import { PayoutStatsBlock } from './PayoutStatsBlock';
import { PayoutToolbar } from './PayoutToolbar';
import { useOpenedPayout } from './useOpenedPayout';
import { usePayoutHistory, type PayoutHistoryQuery } from './usePayoutHistory';
import { RetryAlert } from '../common/RetryAlert';

/** Newest first, the gateway's own order. */
const DEFAULT_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };

/**
 * Payout Requests (001 section 2.4), at /withdraw-requests and /payout-requests. The history is read
 * whole once; its filters, sort and page are the `withdrawals` list's, in the URL, applied in memory.
 */
export function PayoutRequestsPage() {
  const translate = useTranslate();
  const history = usePayoutHistory();
  const framed = (body: ReactNode) => <HistoryFrame history={history}>{body}</HistoryFrame>;

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.payout_requests.title" subtitle={translate('app.payouts.subtitle')} />
      <Stack spacing={3}>
        {/* authProvider.canAccess answers with contract canCreatePayout: not for operation roles. */}
        <CanAccess resource="withdrawals" action="create" accessDenied={<Alert severity="info">{translate('app.payouts.form.view_only')}</Alert>}>
          <PayoutForm />
        </CanAccess>
        <PayoutStatsBlock rows={history.rows} />
        <InMemoryHistory history={history}>
          <ListBase<Row>
            resource="withdrawals"
            perPage={PAGE_SIZES.payoutHistory}
            sort={DEFAULT_SORT}
            // Each answer of the history (or its failure) is a new list query, worked out in memory; the screen shows the error itself.
            queryOptions={{ enabled: !history.isPending, onError: () => undefined, meta: { historyAt: [history.dataUpdatedAt, history.errorUpdatedAt] } }}
            loading={framed(<LoadingStatus message="app.loading" />)}
            error={framed(
              <RetryAlert retryLabel="app.payouts.history.retry" onRetry={history.refresh}>
                {translate('app.payouts.messages.fetch_failed')}
              </RetryAlert>,
            )}
            empty={framed(
              <HistoryCard>
                <HistoryNote textKey="app.payouts.history.empty" />
              </HistoryCard>,
            )}
          >
            {framed(<PayoutHistory />)}
          </ListBase>
        </InMemoryHistory>
      </Stack>
    </PageContainer>
  );
}

/**
 * Around each state of the history: Refresh, Export (every matching request in the list's order, not
 * only the page shown) and the filters over it, and the payout the URL opens (on its page, once) above it.
 */
function HistoryFrame({ history, children }: { history: PayoutHistoryQuery; children: ReactNode }) {
  const { filterValues, sort, perPage, setPage } = useListContext<Row>();
  const matching = useMemo(() => pageInMemory(history.rows, { filter: filterValues, sort }).data as Withdrawal[], [history.rows, filterValues, sort]);
  const exporter = usePayoutExport(matching);
  const { openedId } = useOpenedPayout();
  const openedIndex = openedId ? matching.findIndex((row) => row._id === openedId) : -1;
  const pagedTo = useRef<string | null>(null);
  useEffect(() => {
    if (openedIndex < 0 || pagedTo.current === openedId) return;
    pagedTo.current = openedId;
    setPage(Math.floor(openedIndex / perPage) + 1);
  }, [openedIndex, openedId, perPage, setPage]);

  return (
    <>
      <PayoutToolbar refreshing={history.refreshing} onRefresh={history.refresh} onExport={exporter.request} />
      <Stack spacing={2}>
        {openedIndex >= 0 ? <OpenedPayout payout={matching[openedIndex]} /> : null}
        {children}
      </Stack>
      <Confirm
        isOpen={exporter.count !== null}
        title="app.payouts.export.confirm_title"
        content="app.payouts.export.confirm"
        contentTranslateOptions={{ count: exporter.count ?? 0 }}
        confirm="app.payouts.export.continue"
        cancel="app.payouts.export.cancel"
        onConfirm={exporter.start}
        onClose={exporter.dismiss}
      />
    </>
  );
}
