import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Whole-route renders (react-admin, MUI, lazy chunks) can take seconds on a loaded 2-core machine;
// findBy/waitFor wait up to 10 s instead of 1 s so a slow render is not read as a missing element.
configure({ asyncUtilTimeout: 10_000 });

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

// react-admin scrolls to the top on navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});
