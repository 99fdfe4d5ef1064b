import { createContext, useContext } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { FactList } from '../common/FactList';
import { formatAmount, formatDateTime } from '../common/formatters';
import type { RecordColumn } from '../common/list/RecordGrid';
import { StatusPill, statusLabel, statusTone } from '../common/StatusPill';
import { UsdtAmount } from '../common/UsdtAmount';
import '../i18n/complaints';

const C = 'app.complaints';

export type ComplaintRow = Complaint & { id: string };

/** The screen's Update Request action of a complaint, when this user may still answer it; none hides the button. */
export const UpdateOf = createContext<(complaint: Complaint) => (() => void) | undefined>(() => undefined);

/** A complaint status in the shared pill, with the screen's labels: 'completed' reads RESOLVED (001 section 4). */
export function ComplaintStatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  const shown = status === 'completed' ? 'resolved' : status;
  return <StatusPill tone={statusTone(status)}>{translate(`${C}.statuses.${shown}`, { _: status.toUpperCase() })}</StatusPill>;
}

export function ComplaintFacts({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const { withdrawalId: withdrawal } = complaint;
  const facts = [
    { label: translate(`${C}.description`), value: complaint.description || translate(`${C}.no_description`) },
    { label: translate(`${C}.transaction_id`), value: withdrawal.transactionId ?? '' },
    { label: translate(`${C}.amount`), value: `${formatAmount(withdrawal.amount)} USDT` },
    { label: translate(`${C}.wallet`), value: withdrawal.clientWallet ?? '' },
    { label: translate(`${C}.withdrawal_status`), value: statusLabel(translate, withdrawal.status) },
    ...(complaint.adminNotes ? [{ label: translate(`${C}.notes`), value: complaint.adminNotes }] : []),
  ];
  return <FactList facts={facts} sx={{ rowGap: 0.5 }} valueSx={{ wordBreak: 'break-word' }} />;
}

/** Update Request, shown only when this user may still answer the complaint. */
function UpdateButton({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const onUpdate = useContext(UpdateOf)(complaint);
  if (!onUpdate) return null;
  return (
    <Button
      variant="contained"
      size="small"
      onClick={(event) => {
        // A grid row's own click expands it; the button opens the dialog only.
        event.stopPropagation();
        onUpdate();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${C}.update`)}
    </Button>
  );
}

export function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  const mayUpdate = useContext(UpdateOf)(complaint) !== undefined;
  return (
    // data-id and tabIndex: the focus comes back here once the complaint is answered (UpdateRequestDialog).
    <Card component="article" aria-label={complaint.title} variant="outlined" data-id={complaint._id} tabIndex={-1}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {complaint.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(`${C}.submitted`, { date: formatDateTime(complaint.submittedAt ?? complaint.createdAt) })}
            </Typography>
          </Box>
          <ComplaintStatusBadge status={complaint.status} />
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ComplaintFacts complaint={complaint} />
        </Box>
      </CardContent>
      {mayUpdate ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <UpdateButton complaint={complaint} />
        </CardActions>
      ) : null}
    </Card>
  );
}

function WithdrawalStatus({ row }: { row: ComplaintRow }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ComplaintStatusBadge status={row.status} />
      <Typography variant="caption" color="text.secondary">
        {translate(`${C}.columns.withdrawal`, { status: statusLabel(translate, row.withdrawalId.status) })}
      </Typography>
    </Stack>
  );
}

export const COLUMNS: RecordColumn<ComplaintRow>[] = [
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
  { source: 'actions', label: `${C}.columns.actions`, minWidth: 150, render: (row) => <UpdateButton complaint={row} /> },
];

/** A grid row's panel: the complaint's facts. */
export const panelOf = (complaint: ComplaintRow) => (
  <Box sx={{ px: 1, maxWidth: 720 }}>
    <ComplaintFacts complaint={complaint} />
  </Box>
);
