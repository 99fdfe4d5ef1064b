import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import { formatAmount, formatDateTime } from '../common/formatters';
import {
  actualAmountOf,
  displayIdOf,
  explorerTxUrl,
  fullNameOf,
  isConfirmedDeposit,
  networkOf,
  rowPaymentStatus,
  txHashOf,
  walletOf,
} from './rowDisplay';
import { PaymentStatusChip, TransactionAmount } from './RowParts';

type Field = { key: string; value: ReactNode; mono?: boolean };

function Section({ title, fields }: { title: string; fields: Field[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          alignItems: 'baseline',
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {fields.map(({ key, value, mono }) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {translate(`app.transactions.details.fields.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', ...(mono ? { fontFamily: 'monospace' } : {}) }}
            >
              {value === null || value === undefined || value === '' ? translate('app.transactions.details.not_set') : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The Transaction Details modal (001 section 2.2); `row` stays while it closes, so its content does not vanish. */
export function TransactionDetailsDialog({ open, row, onClose }: { open: boolean; row: Transaction | null; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open && row !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" sx={{ pb: 1 }}>
        {translate('app.transactions.details.title')}
      </DialogTitle>
      {row ? <DetailsContent row={row} /> : null}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {translate('app.transactions.details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DetailsContent({ row }: { row: Transaction }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.transactions.details.${key}`);
  const confirmed = isConfirmedDeposit(row);
  const expired = row.status === 'expired';
  const hash = txHashOf(row);
  const explorer = explorerTxUrl(row);
  const payment = confirmed ? rowPaymentStatus(row) : null;
  const money = (value: number | null) =>
    value == null ? null : translate('app.transactions.row.amount', { sign: '', amount: formatAmount(value) });

  const paymentFields: Field[] = [
    { key: 'status', value: <StatusPill status={row.status} /> },
    { key: 'amount', value: money(row.amount) },
    ...(confirmed ? [{ key: 'actual_amount', value: money(actualAmountOf(row)) }] : []),
    ...(expired
      ? []
      : [
          { key: 'net_amount', value: money(row.netAmount) },
          { key: 'fee', value: money(row.fee) },
        ]),
    { key: 'currency_type', value: networkOf(row) },
    ...(confirmed ? [{ key: 'payment_status', value: payment ? <PaymentStatusChip status={payment} /> : null }] : []),
  ];

  return (
    <DialogContent dividers>
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
        <Section title={t('sections.payment')} fields={paymentFields} />
        <Section
          title={t('sections.customer')}
          fields={[
            { key: 'username', value: row.username },
            { key: 'full_name', value: fullNameOf(row) },
            { key: 'email', value: row.email },
            { key: 'phone', value: row.phoneNumber },
          ]}
        />
        <Section
          title={t('sections.references')}
          fields={[
            { key: 'reference_id', value: row.referenceId, mono: true },
            { key: 'transaction_id', value: row.transactionId, mono: true },
            { key: 'invoice_id', value: row.invoiceNo, mono: true },
            { key: 'description', value: row.description },
            { key: 'admin_notes', value: row.adminNotes },
          ]}
        />
        <Section
          title={t('sections.blockchain')}
          fields={[
            { key: 'wallet_address', value: walletOf(row), mono: true },
            {
              key: 'transaction_hash',
              mono: true,
              value: hash ? (
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <span>{hash}</span>
                  {explorer ? (
                    <Button
                      size="small"
                      variant="outlined"
                      endIcon={<OpenInNew />}
                      href={explorer}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('view_on_explorer')}
                    </Button>
                  ) : null}
                </Stack>
              ) : null,
            },
          ]}
        />
        <Section
          title={t('sections.timeline')}
          fields={[
            { key: 'created', value: formatDateTime(row.createdAt) },
            { key: 'updated', value: formatDateTime(row.updatedAt) },
            { key: 'processed', value: formatDateTime(row.processedAt) },
            { key: 'confirmed', value: formatDateTime(row.confirmedAt) },
          ]}
        />
      </Stack>
    </DialogContent>
  );
}
