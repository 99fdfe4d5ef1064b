import { describe, expect, it } from 'vitest';
import { ChangeFeed, TRANSACTIONS_CHANGED } from '../db/changes';
import { AnnouncedMemory, staleWhenOwnerChanges } from './announcedMemory';

interface Figures {
  merchantId: string;
  read: number;
}

function memoryWithFeed() {
  const feed = new ChangeFeed();
  const memory = new AnnouncedMemory<Figures>(
    { onChange: (listener) => feed.subscribe(listener) },
    { max: 10, staleAfter: staleWhenOwnerChanges(TRANSACTIONS_CHANGED, (figures) => figures.merchantId) },
  );
  // Each read waits until released (the latest read, or the nth), so calls can overlap it.
  const releases: (() => void)[] = [];
  const load = (merchantId: string) => () => {
    const read = releases.length + 1;
    return new Promise<Figures>((resolve) => {
      releases.push(() => resolve({ merchantId, read }));
    });
  };
  return { feed, memory, load, reads: () => releases.length, release: (read = releases.length) => releases[read - 1]() };
}

describe('AnnouncedMemory.read', () => {
  it('reads once for every caller who asks while the read is in progress, then answers from memory', async () => {
    const { memory, load, reads, release } = memoryWithFeed();
    const callers = [memory.read('m1', load('m1')), memory.read('m1', load('m1')), memory.read('m1', load('m1'))];
    release();
    expect(await Promise.all(callers)).toEqual([1, 1, 1].map((read) => ({ merchantId: 'm1', read })));
    expect(await memory.read('m1', load('m1'))).toEqual({ merchantId: 'm1', read: 1 });
    expect(reads()).toBe(1);
  });

  it('does not hand a caller who asks after an announced change what a read started before it saw', async () => {
    const { feed, memory, load, reads, release } = memoryWithFeed();
    const before = memory.read('m1', load('m1'));
    feed.announce(`${TRANSACTIONS_CHANGED}:m1`);
    const after = memory.read('m1', load('m1'));
    release(2);
    release(1);
    expect(await after).toEqual({ merchantId: 'm1', read: 2 });
    expect(await before).toEqual({ merchantId: 'm1', read: 1 });
    expect(reads()).toBe(2);
    // The read that raced the change was not kept; the later one was.
    expect(memory.get('m1')).toEqual({ merchantId: 'm1', read: 2 });
  });

  it('reads again when the remembered value is not usable, and keeps nothing from a failed read', async () => {
    const { memory, load, reads, release } = memoryWithFeed();
    const first = memory.read('m1', load('m1'));
    release();
    await first;
    const again = memory.read('m1', load('m1'), (figures) => figures.read > 1);
    release();
    expect(await again).toEqual({ merchantId: 'm1', read: 2 });
    await expect(memory.read('m2', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(memory.get('m2')).toBeUndefined();
    expect(reads()).toBe(2);
  });
});
