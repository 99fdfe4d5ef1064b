import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractTreeShakable } from './scripts/viteContractPure.ts';
import { precompress } from './scripts/vitePrecompress.ts';

// In development the sandbox runs on SANDBOX_PORT and Vite proxies the API and the socket to it.
const sandbox = `http://localhost:${process.env.SANDBOX_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react(), contractTreeShakable(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
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
