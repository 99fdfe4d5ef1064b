import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { formatDateTime } from '../common/formatters';
import { ComplaintFacts } from './ComplaintFacts';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

interface ComplaintCardProps {
  complaint: Complaint;
  /** Shown only when the complaint can still be answered by this user. */
  onUpdate?: () => void;
}

const C = 'app.complaints';

export function ComplaintCard({ complaint, onUpdate }: ComplaintCardProps) {
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
          <Button variant="contained" size="small" onClick={onUpdate}>
            {translate(`${C}.update`)}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
