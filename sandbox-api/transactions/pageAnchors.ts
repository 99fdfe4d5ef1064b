/**
 * Where pages of a transactions list begin and end, remembered per database (issue 17). A list
 * page at offset N reads N + limit keys from an index before it has its rows, so walking a million
 * rows page by page (the export) costs the square of the page count. Each page served leaves two
 * anchors: the exact sort key (time, id) of its first and last row and their positions in the
 * order. The next page then starts from the nearest anchor and skips only the rows between, so page
 * 5,000 after page 4,999 costs what page 1 does.
 *
 * A position holds only for the list's version (migration 011: a new one from a sequence whenever
 * any of the merchant's transactions is written, on any app instance), so a write forgets every
 * anchor of that merchant's lists and the answers stay exactly those of ORDER BY ... OFFSET.
 */
import { RecentMap } from '../lib/perDatabase';

/** A row's place in the order: its sort time as PostgreSQL prints it (microseconds) and its id. */
export interface AnchorKey {
  at: string;
  id: string;
}

export interface Anchor extends AnchorKey {
  /** The row's position in the list's order, from 0. */
  position: number;
}

/**
 * Rows `offset .. offset + limit` of a read, in its direction: forward (the list's order) or
 * reversed (from the far end), from the start of the order or from an anchor's row, included.
 */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
  start?: AnchorKey;
}

/** The anchors nearest a page: the last one at or before its first row, the first at or after its last. */
export interface NearestAnchors {
  before?: Anchor;
  after?: Anchor;
}

const keyOf = ({ at, id }: Anchor): AnchorKey => ({ at, id });

/**
 * The cheapest read of the rows at `offset .. offset + limit` of `total`: the one that skips the
 * fewest rows, from either end of the order or from an anchor on either side. Only for a page that
 * starts before `total` (the caller answers pages past the end without a query).
 */
export function pageWindow(total: number, page: number, limit: number, anchors: NearestAnchors = {}): PageWindow {
  const offset = (page - 1) * limit;
  const size = Math.min(limit, total - offset);
  const last = offset + size - 1;
  const reads: PageWindow[] = [
    { offset, limit: size, reversed: false },
    { offset: total - 1 - last, limit: size, reversed: true },
  ];
  const { before, after } = anchors;
  if (before && before.position <= offset) reads.push({ offset: offset - before.position, limit: size, reversed: false, start: keyOf(before) });
  if (after && after.position >= last) reads.push({ offset: after.position - last, limit: size, reversed: true, start: keyOf(after) });
  return reads.reduce((best, read) => (read.offset < best.offset ? read : best));
}

interface ListAnchors {
  version: number;
  /** Anchors by position, kept sorted. */
  anchors: Anchor[];
}

const MAX_LISTS = 64;
/** About 2 MB per list at most: a million rows in pages of 100 leave 20,000 anchors. */
const MAX_ANCHORS_PER_LIST = 20_000;

export class PageAnchors {
  /** Lists by key (merchant, filter, sort), least recently used first. */
  private readonly lists = new RecentMap<string, ListAnchors>(MAX_LISTS);

  /** The anchors nearest rows `offset .. last` of the list at `version`, if any were remembered. */
  nearest(list: string, version: number, offset: number, last: number): NearestAnchors {
    const entry = this.lists.get(list);
    if (!entry || entry.version !== version) return {};
    this.lists.touch(list);
    const { anchors } = entry;
    const index = firstAtOrAfter(anchors, offset);
    const before = anchors[index]?.position === offset ? anchors[index] : anchors[index - 1];
    const after = anchors[firstAtOrAfter(anchors, last)];
    return { before, after };
  }

  /** Remembers rows' places in the list at `version`; a newer version forgets the older one's. */
  remember(list: string, version: number, found: Anchor[]): void {
    let entry = this.lists.get(list);
    if (!entry || entry.version < version) {
      entry = { version, anchors: [] };
    } else if (entry.version > version) {
      return;
    }
    this.lists.set(list, entry);
    for (const anchor of found) {
      if (entry.anchors.length >= MAX_ANCHORS_PER_LIST) break;
      const index = firstAtOrAfter(entry.anchors, anchor.position);
      if (entry.anchors[index]?.position === anchor.position) continue;
      entry.anchors.splice(index, 0, anchor);
    }
  }
}

/** The index of the first anchor at or after `position` (binary search). */
function firstAtOrAfter(anchors: Anchor[], position: number): number {
  let low = 0;
  let high = anchors.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (anchors[middle].position < position) low = middle + 1;
    else high = middle;
  }
  return low;
}
