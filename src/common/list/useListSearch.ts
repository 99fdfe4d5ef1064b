import { useRef, useState } from 'react';
import { useDebouncedEvent, type ListControllerResult } from 'react-admin';
import { DELAYS_MS } from '../../../contract/constants';

type Filter = Record<string, unknown>;

/**
 * A list's search box on react-admin's list controller: the box follows the keys at once, the
 * list's `search` filter (and the URL) once the typing has paused (001 section 5: 500 ms). Every
 * other filter change made through `setFilters` carries the typed search, so a status chosen while
 * the search still waits keeps both.
 */
export function useListSearch({ filterValues, setFilters: setListFilters }: Pick<ListControllerResult, 'filterValues' | 'setFilters'>) {
  const applied = typeof filterValues.search === 'string' ? filterValues.search : '';
  const [search, setSearch] = useState(applied);
  // Back, a link or a clear changed the applied search: the box shows it.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    if (search.trim() !== applied) setSearch(applied);
  }
  const sent = useRef(applied);
  const setFilters = (filter: Filter) => {
    sent.current = search.trim();
    setListFilters({ ...filter, search: search.trim() || undefined });
  };
  const apply = useDebouncedEvent(() => {
    if (search.trim() !== sent.current) setFilters(filterValues);
  }, DELAYS_MS.searchDebounce);

  return {
    /** What the box shows. */
    search,
    /** The search the list applies. */
    applied,
    type(text: string) {
      setSearch(text);
      apply();
    },
    setFilters,
    /** Empties the box and sets the other filters (none unless given). */
    clear(filter: Filter = {}) {
      setSearch('');
      sent.current = '';
      setListFilters(filter);
    },
  };
}
