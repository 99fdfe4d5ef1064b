import { afterEach, expect, it, vi } from 'vitest';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  vi.useRealTimers();
});

// src/test/setup.ts: the files of a worker share one window, so a frame lost here was lost to every later file.
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
