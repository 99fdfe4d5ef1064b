/**
 * `npm run dev`: the sandbox API on SANDBOX_PORT (default 8081) and the Vite dev server with hot
 * reload on PORT (default 8080), which proxies /api, /pay and /socket.io to the sandbox
 * (vite.config.ts). When either one stops, the other is stopped too.
 */
import { waitForHealth } from './health';
import { SANDBOX_ARGS, binPath, exitCodeOf, spawnNode } from './processes';

const sandboxPort = process.env.SANDBOX_PORT ?? '8081';
const devPort = process.env.PORT ?? '8080';

const sandbox = spawnNode(SANDBOX_ARGS, { env: { ...process.env, PORT: sandboxPort } });
const vite = spawnNode([binPath('vite'), '--port', devPort, '--strictPort'], {
  env: { ...process.env, SANDBOX_PORT: sandboxPort },
});
// The sandbox prints its own address; the one to open in development is Vite's.
waitForHealth(`http://127.0.0.1:${sandboxPort}`, sandbox).then(
  () => console.log(`\nDashboard with hot reload: http://localhost:${devPort}/ (API proxied to the sandbox on port ${sandboxPort})\n`),
  () => {},
);

const exits = [sandbox, vite].map(async (child) => ({ child, code: await exitCodeOf(child) }));
const first = await Promise.race(exits);
for (const child of [sandbox, vite]) {
  if (child !== first.child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
await Promise.all(exits);
process.exitCode = first.code;
