import type { PageConfig } from './pageConfig';
import { PermissionGate } from './PermissionGate';
import { useDocumentTitle } from './useDocumentTitle';

/** A screen behind its gate, with the browser tab named after it. */
export function PageRoute({ page }: { page: PageConfig }) {
  useDocumentTitle(page.titleKey);
  const { Component } = page;
  return (
    <PermissionGate rule={page.access} deniedNamesSubUser={page.deniedNamesSubUser}>
      <Component />
    </PermissionGate>
  );
}
