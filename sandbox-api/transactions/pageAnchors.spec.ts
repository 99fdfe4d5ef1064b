import { describe, expect, it } from 'vitest';
import { PageAnchors, pageWindow, type Anchor } from './pageAnchors';

const anchor = (position: number): Anchor => ({ at: `2026-01-01 00:00:00.${String(position).padStart(6, '0')}+00`, id: `id-${position}`, position });
const key = ({ at, id }: Anchor) => ({ at, id });

describe('pageWindow: the read that skips the fewest rows', () => {
  it('reads near pages from the start and far ones from the end when nothing is remembered', () => {
    expect(pageWindow(1_000, 2, 100)).toEqual({ offset: 100, limit: 100, reversed: false });
    expect(pageWindow(1_000, 9, 100)).toEqual({ offset: 100, limit: 100, reversed: true });
    // The last, short page: 50 rows, none to skip from the end.
    expect(pageWindow(950, 10, 100)).toEqual({ offset: 0, limit: 50, reversed: true });
  });

  it('starts from the anchor before the page (the previous page’s last row) on a walk forward', () => {
    const before = anchor(4_999);
    expect(pageWindow(1_000_000, 51, 100, { before })).toEqual({ offset: 1, limit: 100, reversed: false, start: key(before) });
    // The page's own first row, remembered from an earlier answer: nothing to skip.
    const first = anchor(5_000);
    expect(pageWindow(1_000_000, 51, 100, { before: first })).toEqual({ offset: 0, limit: 100, reversed: false, start: key(first) });
  });

  it('reads backward from an anchor after the page, and ignores anchors farther than an end', () => {
    const after = anchor(5_300);
    expect(pageWindow(1_000_000, 51, 100, { after })).toEqual({ offset: 201, limit: 100, reversed: true, start: key(after) });
    // An anchor at the very first row skips as many rows as the plain read: the plain one wins.
    expect(pageWindow(1_000_000, 2, 100, { before: anchor(0), after: anchor(900_000) })).toEqual({ offset: 100, limit: 100, reversed: false });
    expect(pageWindow(1_000_000, 3, 100, { after: anchor(900_000) })).toEqual({ offset: 200, limit: 100, reversed: false });
  });
});

describe('PageAnchors', () => {
  it('answers the nearest remembered rows on each side of a page, for the same version only', () => {
    const anchors = new PageAnchors();
    anchors.remember('list', 7, [anchor(0), anchor(99), anchor(300), anchor(399)]);
    expect(anchors.nearest('list', 7, 100, 199)).toEqual({ before: anchor(99), after: anchor(300) });
    expect(anchors.nearest('list', 7, 300, 399)).toEqual({ before: anchor(300), after: anchor(399) });
    expect(anchors.nearest('list', 7, 400, 499)).toEqual({ before: anchor(399), after: undefined });
    expect(anchors.nearest('list', 8, 100, 199)).toEqual({});
    expect(anchors.nearest('other list', 7, 100, 199)).toEqual({});
  });

  it('forgets a list’s anchors when a newer version is remembered, and never goes back to an older one', () => {
    const anchors = new PageAnchors();
    anchors.remember('list', 7, [anchor(99)]);
    anchors.remember('list', 9, [anchor(199)]);
    anchors.remember('list', 8, [anchor(299)]);
    expect(anchors.nearest('list', 9, 300, 399)).toEqual({ before: anchor(199), after: undefined });
    expect(anchors.nearest('list', 7, 100, 199)).toEqual({});
  });

  it('keeps the 64 lists used last', () => {
    const anchors = new PageAnchors();
    for (let list = 0; list < 65; list++) anchors.remember(`list ${list}`, 1, [anchor(99)]);
    expect(anchors.nearest('list 0', 1, 100, 199)).toEqual({});
    expect(anchors.nearest('list 1', 1, 100, 199)).toEqual({ before: anchor(99), after: undefined });
    expect(anchors.nearest('list 64', 1, 100, 199)).toEqual({ before: anchor(99), after: undefined });
  });
});
