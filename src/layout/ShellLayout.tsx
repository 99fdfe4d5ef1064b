import { Layout, type LayoutProps } from 'react-admin';
import { LiveUpdatesUnavailable, RealtimeProvider } from '../realtime/RealtimeProvider';
import { StepUpDialog } from '../security/StepUpDialog';
import { AppHeader } from './AppHeader';
import { MainMenu } from './MainMenu';
import { useSessionMonitor } from './useSessionMonitor';

/** react-admin's layout (header, drawer, content) with the session watched and live events on while it is shown. */
export function ShellLayout(props: LayoutProps) {
  useSessionMonitor();
  return (
    <RealtimeProvider>
      {/* react-admin's layout is min-width: fit-content, so a wide table widened the whole page on a phone; at
          min-width 0 the table scrolls in its own box instead (issue 12, tests/e2e/mobileOverflow.e2e.ts). */}
      <Layout appBarAlwaysOn appBar={AppHeader} menu={MainMenu} {...props} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 }, ...props.sx }}>
        <LiveUpdatesUnavailable />
        {props.children}
        <StepUpDialog />
      </Layout>
    </RealtimeProvider>
  );
}
