import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { formatDateTime, formatAmount } from '../common/formatters';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

interface ComplaintCardProps {
  complaint: Complaint;
  /** Shown only when the complaint can still be answered by this user. */
  onUpdate?: () => void;
}

const C = 'app.complaints';

export function ComplaintCard({ complaint, onUpdate }: ComplaintCardProps) {
  const translate = useTranslate();
  const { withdrawalId: withdrawal } = complaint;
  const facts = [
    { label: translate(`${C}.amount`), value: `${formatAmount(withdrawal.amount)} USDT` },
    { label: translate(`${C}.wallet`), value: withdrawal.clientWallet ?? '' },
    { label: translate(`${C}.withdrawal_status`), value: withdrawal.status },
    ...(complaint.adminNotes ? [{ label: translate(`${C}.notes`), value: complaint.adminNotes }] : []),
  ];
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
        <Box component="dl" sx={{ mt: 1.5, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {facts.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      {onUpdate ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" size="small" onClick={onUpdate}>
            {translate(`${C}.update`)}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
