import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { listSearch, parseListParams, type ListParams } from './listParams';

/**
 * The list state, read from and written to the route's query. Changes replace the history entry,
 * so the Back button leaves the screen instead of undoing filters one by one.
 */
export function useListParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(search), [search]);
  const setParams = useCallback(
    (next: ListParams) => navigate({ pathname, search: listSearch(next) }, { replace: true }),
    [navigate, pathname],
  );
  return { params, setParams };
}
