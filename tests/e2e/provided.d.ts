// What the global setups provide to the end-to-end tests through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * tests/e2e/globalSetup.ts: the origins of the sandboxes started for this run, one per worker,
     * e.g. http://127.0.0.1:41234 (no trailing slash). Tests use support/sandboxURL.ts's sandboxURL().
     */
    baseURLs?: string[];
    /** tests/gateway/globalSetup.ts: the origin of the reference gateway (no trailing slash). */
    baseURL?: string;
  }
}

export {};
