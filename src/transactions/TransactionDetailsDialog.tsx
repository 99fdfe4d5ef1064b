import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useCreate, useGetOne, useLocation, useMatch, useNavigate, useNotify, useTranslate } from 'react-admin';
import { PAYER_REFUNDS_RESOURCE, type PayerRefundRecord } from '../../contract/payerRefunds';
import type { Transaction } from '../../contract/transactions';
import { errorMessage } from '../../dataProvider/httpClient';
import { FactList } from '../common/FactList';
import { PayerRefundList, RefundToPayer, usePayerRefunds } from '../common/PayerRefunds';
import { StatusPill } from '../common/StatusPill';
import { formatAmount, formatDateTime } from '../common/formatters';
import { LIST_PATH } from './listParams';
import { displayIdOf, explorerOf, fullNameOf, networkOf, settledDepositOf, walletOf } from './rowDisplay';
import { PaymentStatusChip, TransactionAmount } from './RowParts';
import '../i18n/transactions';

const MONOSPACED = new Set(['reference_id', 'transaction_id', 'invoice_id', 'wallet_address', 'transaction_hash']);
const FACTS_SX = { gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, alignItems: 'baseline', rowGap: { xs: 0.25, sm: 1 } };

/** The Transaction Details modal (001 section 2.2) at its record's address, over the list: a row of the page, else fetched. */
export function TransactionDetailsDialog({ rows }: { rows: readonly Transaction[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { search } = useLocation();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const id = useMatch({ path: `${LIST_PATH}/:id` })?.params.id;
  const onPage = rows.find((row) => row.id === id);
  const onError = (error: Error) => {
    notify(errorMessage(error, { failed: translate('app.transactions.details_failed') }), { type: 'error' });
    navigate({ pathname: LIST_PATH, search }, { replace: true });
  };
  const fetched = useGetOne<Transaction>('transactions', { id: id ?? '' }, { enabled: Boolean(id) && !onPage, retry: false, onError });
  const row = onPage ?? fetched.data;
  const close = () => navigate({ pathname: LIST_PATH, search });
  // Issue 29: a confirmed deposit's payer refunds, and "Refund to payer" of up to what it received.
  const received = row?.type === 'deposit' && row.status === 'confirmed' ? settledDepositOf(row)?.actual : undefined;
  const payerRefunds = usePayerRefunds(received ? row?._id : undefined);
  const [create] = useCreate<PayerRefundRecord>();
  const refundToPayer = (amount: number) => create(PAYER_REFUNDS_RESOURCE, { data: { transactionId: row?._id, amount } }, { returnPromise: true });

  return (
    <Dialog open={Boolean(id && row)} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle sx={{ pb: 1 }}>{translate('app.transactions.details.title')}</DialogTitle>
      {row ? (
        <DetailsContent row={row}>
          <PayerRefundList {...payerRefunds} />
        </DetailsContent>
      ) : null}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {received && payerRefunds.mayCreate ? (
          <Box sx={{ mr: 'auto' }}>
            <RefundToPayer defaultAmount={received} received={received} send={refundToPayer} />
          </Box>
        ) : null}
        <Button variant="contained" onClick={close}>
          {translate('app.transactions.details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DetailsContent({ row, children }: { row: Transaction; children: ReactNode }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.transactions.details.${key}`);
  const settled = settledDepositOf(row);
  const explorer = explorerOf(row);
  const money = (value: number | null) => (value == null ? null : `${formatAmount(value)} USDT`);
  const shown = (key: string, value: ReactNode) => {
    const text = value === null || value === undefined || value === '' ? t('not_set') : value;
    return MONOSPACED.has(key) ? <Box sx={{ fontFamily: 'monospace' }}>{text}</Box> : text;
  };
  const sections: Record<string, Record<string, ReactNode>> = {
    payment: {
      status: <StatusPill status={row.status} />,
      amount: money(row.amount),
      ...(settled && { actual_amount: money(settled.actual) }),
      ...(row.status !== 'expired' && { net_amount: money(row.netAmount), fee: money(row.fee) }),
      currency_type: networkOf(row),
      ...(settled && { payment_status: settled.payment && <PaymentStatusChip status={settled.payment} /> }),
    },
    customer: { username: row.username, full_name: fullNameOf(row), email: row.email, phone: row.phoneNumber },
    references: {
      reference_id: row.referenceId,
      transaction_id: row.transactionId,
      invoice_id: row.invoiceNo,
      description: row.description,
      admin_notes: row.adminNotes,
    },
    blockchain: {
      wallet_address: walletOf(row),
      transaction_hash: explorer && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <span>{explorer.hash}</span>
          <Button size="small" variant="outlined" endIcon={<OpenInNew />} href={explorer.url} target="_blank" rel="noopener noreferrer">
            {t('view_on_explorer')}
          </Button>
        </Stack>
      ),
    },
    timeline: {
      created: formatDateTime(row.createdAt),
      updated: formatDateTime(row.updatedAt),
      processed: formatDateTime(row.processedAt),
      confirmed: formatDateTime(row.confirmedAt),
    },
  };

  return (
    // Its facts scroll in a short window: focusable, so the keyboard can scroll them too (issue 30).
    <DialogContent dividers tabIndex={0}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('fields.transaction_id')}
          </Typography>
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{displayIdOf(row)}</Typography>
        </Box>
        <TransactionAmount row={row} />
      </Stack>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {Object.entries(sections).map(([section, fields]) => (
          <Box component="section" key={section} aria-label={t(`sections.${section}`)}>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t(`sections.${section}`)}
            </Typography>
            <FactList
              facts={Object.entries(fields).map(([key, value]) => ({ label: t(`fields.${key}`), value: shown(key, value) }))}
              sx={FACTS_SX}
              labelSx={{ mt: { xs: 1, sm: 0 } }}
              valueSx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            />
          </Box>
        ))}
      </Stack>
      {children}
    </DialogContent>
  );
}
