import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress.ts';

// In development the sandbox runs on SANDBOX_PORT and Vite proxies the API and the socket to it.
const sandbox = `http://localhost:${process.env.SANDBOX_PORT ?? '8081'}`;

/**
 * The contract's modules (contract/*.ts) declare schemas, constants and functions and do nothing
 * else on import. Saying so lets the bundle leave a module out when only its re-exports are used:
 * the sign-in page takes AUTH_MESSAGES through contract/auth.ts without its zod schemas (issue 17).
 */
function contractWithoutSideEffects(): Plugin {
  return {
    name: 'contract-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]contract[\\/][^\\/]+\.ts$/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  plugins: [react(), contractWithoutSideEffects(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': sandbox,
      '/pay': sandbox,
      '/socket.io': { target: sandbox, ws: true },
    },
  },
});
