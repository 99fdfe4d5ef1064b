// What tests/e2e/globalSetup.ts provides to the end-to-end tests through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the sandbox started for this run, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The Chromium the global setup launched for every test file to connect to (support/browser.ts). */
    browserWSEndpoint?: string;
  }
}

export {};
