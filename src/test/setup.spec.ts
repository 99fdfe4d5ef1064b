import { afterEach, expect, it, vi } from 'vitest';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  vi.useRealTimers();
});

// src/test/setup.ts: the files of a worker share one window (isolate: false), so what one test leaves there reaches every
// later test of the worker: a lost frame, an element left in the body.
it('runs frames after a test whose fake clock held a frame asked for through a kept reference, as d3-timer keeps one', { timeout: 2000 }, async () => {
  const kept = window.requestAnimationFrame.bind(window);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  let ran = false;
  kept(() => (ran = true));
  vi.useRealTimers();
  await expect(nextFrame()).resolves.toEqual(expect.any(Number));
  expect(ran).toBe(true);
});

it('does not run a cancelled frame', { timeout: 2000 }, async () => {
  let ran = false;
  cancelAnimationFrame(requestAnimationFrame(() => (ran = true)));
  await nextFrame();
  await nextFrame();
  expect(ran).toBe(false);
});

it('leaves an input in the body, outside any container of Testing Library', () => {
  document.body.append(Object.assign(document.createElement('input'), { id: 'left-behind' }));
  document.getElementById('left-behind')!.focus();
});

it('starts the next test with an empty body and the focus on it', () => {
  expect(document.getElementById('left-behind')).toBeNull();
  expect(document.activeElement).toBe(document.body);
});
