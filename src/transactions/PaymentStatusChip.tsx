import { useTranslate } from 'react-admin';
import type { PaymentStatus } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import type { Tone } from '../common/toneColours';

/** Overpaid green, Underpaid red, Exact Paid blue (001 section 4). */
const TONES: Record<PaymentStatus, Tone> = { 'Exact Paid': 'blue', Overpaid: 'green', Underpaid: 'red' };

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <StatusPill tone={TONES[status]}>{translate(`app.transactions.payment_status.${status}`, { _: status })}</StatusPill>;
}
