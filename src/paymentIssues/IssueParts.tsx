import { useTranslate } from 'react-admin';
import type { PaymentIssueRecord } from '../../contract/paymentIssues';
import { StatusPill } from '../common/StatusPill';
import { UsdtAmount } from '../common/UsdtAmount';
import '../i18n/paymentIssues';

/** The pieces the list, its cards and the record's dialog share. */
export const A = 'app.payment_issues';

/** received - expected, signed: '-6.00 USDT' short, '+4.00 USDT' over. */
export const Difference = ({ issue }: { issue: PaymentIssueRecord }) => (
  <UsdtAmount amount={Math.abs(issue.difference)} sign={issue.difference < 0 ? '-' : '+'} />
);

/** Open, or how it was resolved. */
export function IssueStatus({ issue }: { issue: PaymentIssueRecord }) {
  const translate = useTranslate();
  if (issue.status === 'open') return <StatusPill tone="orange">{translate(`${A}.statuses.open`)}</StatusPill>;
  return <StatusPill tone="green">{translate(`${A}.resolutions.${issue.resolution ?? 'accepted'}`)}</StatusPill>;
}

export function KindLabel({ issue }: { issue: PaymentIssueRecord }) {
  return <>{useTranslate()(`${A}.kinds.${issue.kind}`)}</>;
}
