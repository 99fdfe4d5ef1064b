import TrendingUp from '@mui/icons-material/TrendingUp';
import Functions from '@mui/icons-material/Functions';
import { useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import { statLabelKey, type DashboardPeriod } from './periods';
import { StatCard } from './StatCard';
import { useDashboardData } from './useDashboardData';

interface StatCardsProps {
  query: DashboardQuery | null;
  period: DashboardPeriod;
}

/** Deposit volume of the period, labelled by it (000 section 2). */
export function VolumeCard({ query, period }: StatCardsProps) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
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
  const { data } = useDashboardData(query, { card: true });
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
