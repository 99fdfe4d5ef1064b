import { useEffect } from 'react';
import { knownPageCount, pageCountOf } from './ListPager';
import { useListController, type ListControllerProps, type ListControllerResult, type RaRecord } from 'react-admin';

export type GatewayListResult<RecordType extends RaRecord> = ListControllerResult<RecordType> & {
  /** The pages there are: the gateway's page count (meta.totalPages), else from the total, else as far as there is a next one. */
  pageCount: number;
};

/**
 * react-admin's list controller as every list screen uses it: filters, sort and page live in the
 * URL (and react-admin's store), so a reload, Back or a shared link reopens the same view. The
 * screen shows its own error state, so the controller raises no toast, and a page past the end
 * (a hand-edited or stale link) lands on the last page rather than react-admin's first.
 */
export function useGatewayList<RecordType extends RaRecord = RaRecord>(props: ListControllerProps<RecordType>): GatewayListResult<RecordType> {
  const controller = useListController<RecordType>({
    ...props,
    disableSyncWithLocation: false,
    queryOptions: { onError: () => undefined, ...props.queryOptions },
  });
  const { page, isPending, isFetching, error, setPage } = controller;
  const known = knownPageCount(controller);
  const pageCount = pageCountOf(controller);

  // Runs after the controller's own check (which would go to page 1 on an empty page), in the same
  // tick, so this last setPage is the one react-admin applies.
  useEffect(() => {
    if (isPending || isFetching || error || known == null) return;
    if (page > pageCount) setPage(pageCount);
  }, [isPending, isFetching, error, known, page, pageCount, setPage]);

  return { ...controller, pageCount };
}
