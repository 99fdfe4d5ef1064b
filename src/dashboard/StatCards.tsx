import TrendingUp from '@mui/icons-material/TrendingUp';
import Functions from '@mui/icons-material/Functions';
import { useCanAccess, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import { statLabelKey, type DashboardPeriod } from './periods';
import { StatCard } from './StatCard';
import { useDashboardData } from './useDashboardData';

interface StatCardsProps {
  query: DashboardQuery | null;
  period: DashboardPeriod;
}

/**
 * The volume and average of the gateway's answer, or 0 for the roles whose figures show 0.00
 * (000 section 6), whatever figures the gateway sends them. Until canAccess has answered the card
 * waits, rather than flash the real figures.
 */
function useShownFigures(query: DashboardQuery | null) {
  const { data } = useDashboardData(query, { card: true });
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'figures' });
  if (!data || isPending) return undefined;
  return canAccess ? data : { totalVolume: 0, avgTransaction: 0 };
}

/** Deposit volume of the period, labelled by it (000 section 2). */
export function VolumeCard({ query, period }: StatCardsProps) {
  const translate = useTranslate();
  const data = useShownFigures(query);
  return (
    <StatCard
      label={translate(statLabelKey('volume', period))}
      value={data?.totalVolume}
      hint={translate('app.dashboard.stats.volume_hint')}
      icon={<TrendingUp fontSize="small" />}
      colour="secondary"
    />
  );
}

/** Average deposit of the period, labelled by it. */
export function AverageCard({ query, period }: StatCardsProps) {
  const translate = useTranslate();
  const data = useShownFigures(query);
  return (
    <StatCard
      label={translate(statLabelKey('average', period))}
      value={data?.avgTransaction}
      hint={translate('app.dashboard.stats.average_hint')}
      icon={<Functions fontSize="small" />}
      colour="primary"
    />
  );
}
