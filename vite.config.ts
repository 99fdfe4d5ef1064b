import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { contractTreeShakable } from './scripts/viteContractPure.ts';
import { precompress } from './scripts/vitePrecompress.ts';
import { bootPreload } from './scripts/viteBoot.ts';
import { staticGroup } from './scripts/viteChunks.ts';

// In development the sandbox runs on SANDBOX_PORT and Vite proxies the API and the socket to it.
const sandbox = `http://localhost:${process.env.SANDBOX_PORT ?? '8081'}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), contractTreeShakable(), bootPreload(), precompress()],
  resolve: {
    // node-polyglot (react-admin's i18n) requires the object.entries polyfill, which brings
    // get-intrinsic, call-bind and es-abstract's helpers (about 5 KB gzip) into every signed-in
    // visit for a function every supported browser has.
    alias: {
      'object.entries': fileURLToPath(new URL('./scripts/shims/object-entries.cjs', import.meta.url)),
      // react-router 7's package exports only its development build (remix-run/react-router#12532),
      // whose dev warnings ship to every signed-in visit; a build takes its production twin.
      ...(command === 'build' && {
        'react-router/dom': fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
        'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      }),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 17: everything the entry imports statically (the sign-in route) in one chunk.
          // Split by sharing, it was some twenty small files, each a request on the sign-in
          // page's critical path; the admin app loads after it and reuses that chunk.
          // src/boot.ts is an entry too, and stays a file of its own (scripts/viteBoot.ts).
          // Then a chunk each (scripts/viteChunks.ts) for the signed-in frame's cards, which must not wait for the admin
          // app (the others import what they share with it from its chunk), the admin app, and the dashboard's screen.
          groups: [
            { name: 'signin', tags: ['$initial'], test: (id) => !id.endsWith('/src/boot.ts') },
            staticGroup('DashboardFrame', ['/src/dashboard/DashboardFrame.tsx']),
            staticGroup('AdminApp', ['/src/AdminApp.tsx']),
            staticGroup('DashboardPage', ['/src/dashboard/DashboardPage.tsx']),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': sandbox,
      '/pay': sandbox,
      // The payer's claim page of a payer refund (issue 29), served by the sandbox like the pay page.
      '/claim': sandbox,
      '/socket.io': { target: sandbox, ws: true },
    },
  },
}));
