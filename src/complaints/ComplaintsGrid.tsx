import { Box, Button, Stack, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { formatAmount, formatDateTime } from '../common/formatters';
import { ComplaintFacts } from './ComplaintFacts';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

export type ComplaintRow = Complaint & { id: string };

/** Where react-admin's store keeps the column chooser's choice for this list (hidden columns, order). */
export const COMPLAINT_COLUMNS = 'complaints.datatable';

const Col = DataTable.Col<ComplaintRow>;
const C = 'app.complaints';

interface ComplaintsGridProps {
  /** The Update Request action of a row, when this user may still answer it; none hides the button. */
  updateOf: (complaint: ComplaintRow) => (() => void) | undefined;
}

/**
 * The desktop list: react-admin's DataTable over the screen's `refunds` list context (its page of
 * complaints and its sort: the Submitted, Complaint, Amount and Status headers sort as the gateway
 * does, sortBy/sortOrder). A click on a row expands it to the facts the card shows (the
 * customer's words and the payout). Five choosable columns, so react-admin's chooser has no search box to take the focus.
 */
export function ComplaintsGrid({ updateOf }: ComplaintsGridProps) {
  const translate = useTranslate();
  return (
    <DataTable<ComplaintRow>
      storeKey={COMPLAINT_COLUMNS}
      aria-label={translate('app.pages.complaints.title')}
      bulkActionButtons={false}
      rowClick="expand"
      expand={<ComplaintPanel />}
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .RaDataTable-headerCell': { fontWeight: 600 },
      }}
    >
      <Col source="submittedAt" label={`${C}.columns.submitted`} sortByOrder="DESC" render={(row) => formatDateTime(row.submittedAt ?? row.createdAt)} />
      <Col
        source="title"
        label={`${C}.columns.complaint`}
        render={(row) => (
          <Stack sx={{ minWidth: 0, maxWidth: 320 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {row.withdrawalId.transactionId}
            </Typography>
          </Stack>
        )}
      />
      <Col
        source="amount"
        label={`${C}.columns.amount`}
        align="right"
        sortByOrder="DESC"
        render={(row) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatAmount(row.withdrawalId.amount)} USDT
          </Typography>
        )}
      />
      <Col
        source="status"
        label={`${C}.columns.status`}
        render={(row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <ComplaintStatusBadge status={row.status} />
            <Typography variant="caption" color="text.secondary">
              {translate(`${C}.columns.withdrawal`, { status: row.withdrawalId.status })}
            </Typography>
          </Stack>
        )}
      />
      <Col
        source="actions"
        label={`${C}.columns.actions`}
        disableSort
        render={(row) => {
          const update = updateOf(row);
          return update ? (
            <Button
              variant="contained"
              size="small"
              onClick={(event) => {
                // The row's own click opens its panel; the button opens the dialog only.
                event.stopPropagation();
                update();
              }}
              sx={{ whiteSpace: 'nowrap' }}>
              {translate(`${C}.update`)}
            </Button>
          ) : null;
        }}
      />
    </DataTable>
  );
}

/** A row's expand panel: what the card shows under its title. */
function ComplaintPanel() {
  const complaint = useRecordContext<ComplaintRow>();
  if (!complaint) return null;
  return (
    <Box sx={{ py: 1, px: 2, maxWidth: 720 }}>
      <ComplaintFacts complaint={complaint} />
    </Box>
  );
}
