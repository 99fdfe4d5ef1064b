import { useTranslate } from 'react-admin';
import type { PaymentStatus } from '../../contract/transactions';
import { Pill, type PillTone } from './Pill';

/** Overpaid green, Underpaid red, Exact Paid blue (001 section 4). */
const TONES: Record<PaymentStatus, PillTone> = { 'Exact Paid': 'blue', Overpaid: 'green', Underpaid: 'red' };

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <Pill tone={TONES[status]}>{translate(`app.transactions.payment_status.${status}`, { _: status })}</Pill>;
}
