import { Layout, type LayoutProps } from 'react-admin';
import { RealtimeProvider } from '../realtime';
import { useSessionMonitor } from './useSessionMonitor';

/** react-admin's layout (header, drawer, content) with the session watched and live events on while it is shown. */
export function ShellLayout(props: LayoutProps) {
  useSessionMonitor();
  return (
    <RealtimeProvider>
      <Layout appBarAlwaysOn {...props} />
    </RealtimeProvider>
  );
}
