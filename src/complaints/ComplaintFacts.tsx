import { useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { FactList } from '../common/FactList';
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
    <FactList facts={facts} rowGap={0.5} valueSx={{ wordBreak: 'break-word' }} />
  );
}
