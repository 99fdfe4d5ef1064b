import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { formatDateTime } from '../common/formatters';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { UsdtAmount } from '../common/UsdtAmount';
import { ComplaintFacts, ComplaintStatusBadge, UpdateButton } from './ComplaintParts';
import '../i18n/complaints';

export type ComplaintRow = Complaint & { id: string };

/** The Update Request action of a row, when this user may still answer it; none hides the button. */
export type UpdateOf = (complaint: ComplaintRow) => (() => void) | undefined;

const C = 'app.complaints';

function WithdrawalStatus({ row }: { row: ComplaintRow }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ComplaintStatusBadge status={row.status} />
      <Typography variant="caption" color="text.secondary">
        {translate(`${C}.columns.withdrawal`, { status: row.withdrawalId.status })}
      </Typography>
    </Stack>
  );
}

const columnsOf = (updateOf: UpdateOf): RecordColumn<ComplaintRow>[] => [
  { source: 'submittedAt', label: `${C}.columns.submitted`, sortable: true, sortOrders: ['DESC', 'ASC'], minWidth: 160, render: (row) => formatDateTime(row.submittedAt ?? row.createdAt) },
  {
    source: 'title',
    label: `${C}.columns.complaint`,
    sortable: true,
    flex: 2,
    minWidth: 220,
    render: (row) => (
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.withdrawalId.transactionId}
        </Typography>
      </Stack>
    ),
  },
  {
    source: 'amount',
    label: `${C}.amount`,
    sortable: true,
    sortOrders: ['DESC', 'ASC'],
    align: 'right',
    render: (row) => <UsdtAmount variant="body2" amount={row.withdrawalId.amount} />,
  },
  { source: 'status', label: `${C}.status`, sortable: true, minWidth: 160, render: (row) => <WithdrawalStatus row={row} /> },
  { source: 'actions', label: `${C}.columns.actions`, minWidth: 150, render: (row) => <UpdateButton onUpdate={updateOf(row)} /> },
];

const panelOf = (complaint: ComplaintRow) => (
  <Box sx={{ px: 1, maxWidth: 720 }}>
    <ComplaintFacts complaint={complaint} />
  </Box>
);

export function ComplaintsGrid({ updateOf }: { updateOf: UpdateOf }) {
  const columns = useMemo(() => columnsOf(updateOf), [updateOf]);
  return <RecordGrid<ComplaintRow> columns={columns} label="app.pages.complaints.title" storeKey="complaints" rowHeight="auto" columnsButton expand={panelOf} />;
}
