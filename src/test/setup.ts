import '@testing-library/jest-dom/vitest';
import './fastLabelControl';
import { forgetEmotionStyles, trimEmotionStyles } from './emotionStyles';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { appLocale, setAppLocale } from '../i18n/languages';
import { setTimeZone } from '../common/formatters';

// Whole-route renders (react-admin, MUI, lazy chunks) can take seconds on a loaded 2-core machine;
// findBy/waitFor wait up to 10 s instead of 1 s so a slow render is not read as a missing element.
configure({ asyncUtilTimeout: 10_000 });

// The app loads socket.io-client on first use (src/realtime/gatewaySocket.ts). Loaded here, once per
// worker, so that a test's wait for its connection does not include the module's first load.
await import('socket.io-client');

// The unit files run in worker threads (vitest.config.ts), and Node's BroadcastChannel reaches every thread of the
// process: one file's sign-out would reach the files of the other worker as another tab's. Each worker's channels
// carry its thread's id, so only the tabs of one file's worker hear each other, as in a browser profile. Once a
// worker: this file runs before each test file, and jsdom leaves Node's global in place, so a second wrap would nest.
const { threadId } = await import('node:worker_threads');
const THREAD_CHANNEL = Symbol.for('usdt-dashboard.threadChannel');
if (!(THREAD_CHANNEL in globalThis.BroadcastChannel)) {
  const NodeBroadcastChannel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    static [THREAD_CHANNEL] = true;
    constructor(name: string) {
      super(`${threadId}:${name}`);
    }
  };
}

// jsdom runs requestAnimationFrame on one Node interval, started by the first frame asked for. d3-timer (the charts)
// keeps jsdom's function from its load, so under a test's fake timers it started that interval on the fake clock; with
// the real timers back, the interval was gone and its frames still counted, so no frame ran again in the worker's
// window, which its later files share (isolate: false): focusWhenGone's focus moves never came. Here each frame is its
// own real timeout, taken once a worker, which no fake clock holds or loses.
const FRAMES = Symbol.for('usdt-dashboard.frames');
if (!(FRAMES in window)) {
  const { setTimeout: later, clearTimeout: forget } = globalThis;
  const frames = new Map<number, ReturnType<typeof later>>();
  let last = 0;
  Object.assign(window, {
    [FRAMES]: true,
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      const id = ++last;
      const frame = () => {
        frames.delete(id);
        callback(performance.now());
      };
      frames.set(id, later(frame, 16));
      return id;
    },
    cancelAnimationFrame: (id: number) => {
      forget(frames.get(id));
      frames.delete(id);
    },
  });
}

// jsdom lacks the layout APIs MUI and react-admin reach for; these stand-ins answer "no match, no size".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// React 19's development build takes a stack trace (new Error) for every element it creates, up to 10,000 a
// second, to name the owner in a warning: about a tenth of a page spec's CPU. Its own cap, reached at once,
// leaves the warnings without that owner stack (OWNER_STACKS=1 keeps them, to debug a warning).
if (!process.env.OWNER_STACKS) {
  const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}

// react-admin scrolls to the top on navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

trimEmotionStyles();
afterAll(forgetEmotionStyles);

afterEach(async () => {
  cleanup();
  // And what a test put in the body itself, outside Testing Library's containers: a later file's first Tab started
  // from an input that fastLabelControl.spec had left (found with --sequence.shuffle.files).
  document.body.replaceChildren();
  // Files share a worker (isolate: false): a test that chose another language must not leave it to the next.
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
  if (appLocale() !== 'en') setAppLocale('en');
  // Likewise the merchant's time zone that a shell or a spec set (issue 29): the next file shows the browser's.
  setTimeZone(null);
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});
