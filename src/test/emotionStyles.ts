import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { render } from '@testing-library/react';
import { createElement } from 'react';

/**
 * MUI's styles go through emotion's default cache, one rule each, and jsdom's getComputedStyle matches every rule of
 * every sheet against the element, for each role query (visibility, accessible names) and each click (user-event's
 * pointer-events check). jsdom lays nothing out and paints nothing, so of a rule's declarations only these change what
 * a test can read: whether an element is shown (display, visibility, opacity), a pseudo-element's text (content), and
 * whether it takes a click (pointer-events). A rule with none of them is not inserted. In paired runs, src/transactions'
 * specs took 95 -> 64 CPU s, and those of settings, payouts and complaints about a tenth less. A spec that reads colours
 * or other looks calls `keepEveryStyle()` at its top.
 */
const READ_BY_TESTS = /[{;](?:display|visibility|opacity|content|pointer-events):/;

let everyStyle = false;
let cache: EmotionCache | undefined;

/** For the file that calls it (at its top, before it renders): every rule is inserted, as in a browser. */
export function keepEveryStyle(): void {
  everyStyle = true;
}

const Capture = withEmotionCache((_props: object, emotion: EmotionCache) => {
  cache = emotion;
  return null;
});
const trimmed = new WeakSet<EmotionCache>();

/** Takes emotion's default cache (the one MUI's components use) and filters what its sheet inserts. */
export function trimEmotionStyles(): void {
  render(createElement(Capture)).unmount();
  if (!cache || trimmed.has(cache)) return;
  trimmed.add(cache);
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => void ((everyStyle || READ_BY_TESTS.test(rule)) && insert(rule));
}

/**
 * After each file (files share a worker, isolate: false): the cache forgets its rules, so the next file inserts only
 * its own (kept, they grew to thousands), and styles are trimmed again.
 */
export function forgetEmotionStyles(): void {
  everyStyle = false;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
