import { Fragment, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Layout, useDataProvider, useStore, type LayoutProps } from 'react-admin';
import { MERCHANT_SETTINGS_RESOURCE as SETTINGS, type MerchantSettings } from '../../contract/merchantSettings';
import { LiveUpdatesUnavailable, RealtimeProvider } from '../realtime/RealtimeProvider';
import { StepUpDialog } from '../security/StepUpDialog';
import { AppHeader } from './AppHeader';
import { MainMenu } from './MainMenu';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useSessionMonitor } from './useSessionMonitor';

/** The merchant's time zone as last read, in react-admin's store: the formatters follow it (src/App.tsx). */
export const TIME_ZONE_KEY = 'merchant.timezone';

/** react-admin's layout (header, drawer, content) with the session watched and live events on while it is shown. */
export function ShellLayout(props: LayoutProps) {
  useSessionMonitor();
  useFocusOnNavigation();
  // Issue 29: the merchant's time zone, read once a visit beside the first screen's calls (null or a 404: the browser's),
  // also when Settings saves it. useGetOne's query by hand: useGetOne itself would add 250 bytes to the signed-in visit.
  const dataProvider = useDataProvider();
  const settings = useQuery({
    queryKey: [SETTINGS, 'getOne', { id: SETTINGS }],
    queryFn: async () => (await dataProvider.getOne<MerchantSettings & { id: string }>(SETTINGS, { id: SETTINGS })).data,
    retry: false,
    staleTime: Infinity,
  });
  const answered = settings.isPending ? undefined : (settings.data?.timezone ?? null);
  // Issue 27: the page is drawn in the zone the last visit read, and anew only when the answer differs (a first visit,
  // a change), where it was drawn anew on every visit of a merchant with a zone set.
  const [zone, setZone] = useStore<string | null>(TIME_ZONE_KEY, null);
  useEffect(() => void (answered !== undefined && setZone(answered)), [answered, setZone]);
  return (
    <RealtimeProvider>
      {/* react-admin's layout is min-width: fit-content, so a wide table widened the whole page on a phone; at
          min-width 0 the table scrolls in its own box instead (issue 12, tests/e2e/mobileOverflow.e2e.ts). */}
      <Layout appBarAlwaysOn appBar={AppHeader} menu={MainMenu} {...props} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 }, ...props.sx }}>
        <LiveUpdatesUnavailable />
        <Fragment key={zone ?? ''}>{props.children}</Fragment>
        <StepUpDialog />
      </Layout>
    </RealtimeProvider>
  );
}
