import { useLayoutEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { PageConfig } from './pageConfig';
import { PermissionGate } from './PermissionGate';

/** A screen behind its gate, with the browser tab named after it: "Transactions · USDT Gateway". */
export function PageRoute({ page }: { page: PageConfig }) {
  const translate = useTranslate();
  const title = `${translate(page.titleKey)} · ${translate('app.name')}`;
  // Named as the screen is committed: the screen now comes in the app's first render (the session's
  // answers, src/queryClient.ts), and a passive effect would name the tab after the first paint.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  const { Component } = page;
  return (
    <PermissionGate rule={page.access} deniedNamesSubUser={page.deniedNamesSubUser}>
      <Component />
    </PermissionGate>
  );
}
