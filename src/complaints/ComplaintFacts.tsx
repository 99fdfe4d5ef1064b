import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { formatAmount } from '../common/formatters';

const C = 'app.complaints';

/**
 * What a decision about a complaint rests on: the customer's words and the payout they are about
 * (transaction ID, amount, wallet, status). The card and the Update Request dialog show the same.
 */
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
  return (
    <Box component="dl" sx={{ my: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
