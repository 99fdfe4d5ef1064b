import { useCanAccess, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../contract/dashboard';
import { STATS, StatCardView } from './DashboardCard';
import { useDashboardData } from './useDashboardData';

/** A figure of the period (000 section 2); roles shown 0.00 (000 section 6) wait for canAccess, no flash. */
export function StatCard({ stat, query }: { stat: keyof typeof STATS; query: DashboardQuery }) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'figures' });
  const value = !data || isPending ? undefined : canAccess ? data[STATS[stat].field] : 0;
  return <StatCardView stat={stat} period={query.filter} translate={translate} value={value} />;
}
