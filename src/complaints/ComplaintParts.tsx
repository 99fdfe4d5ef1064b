import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { FactList } from '../common/FactList';
import { formatAmount, formatDateTime } from '../common/formatters';
import { StatusPill, statusTone } from '../common/StatusPill';
import '../i18n/complaints';

const C = 'app.complaints';

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
    { label: translate(`${C}.withdrawal_status`), value: withdrawal.status },
    ...(complaint.adminNotes ? [{ label: translate(`${C}.notes`), value: complaint.adminNotes }] : []),
  ];
  return <FactList facts={facts} sx={{ rowGap: 0.5 }} valueSx={{ wordBreak: 'break-word' }} />;
}

/** Update Request, shown only when this user may still answer the complaint (an `onUpdate`). */
export function UpdateButton({ onUpdate }: { onUpdate?: () => void }) {
  const translate = useTranslate();
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

export function ComplaintCard({ complaint, onUpdate }: { complaint: Complaint; onUpdate?: () => void }) {
  const translate = useTranslate();
  return (
    <Card component="article" aria-label={complaint.title} variant="outlined">
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
      {onUpdate ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <UpdateButton onUpdate={onUpdate} />
        </CardActions>
      ) : null}
    </Card>
  );
}
