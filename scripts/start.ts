/**
 * `npm start`: build the dashboard when stale, then run the sandbox, which serves the dashboard at /
 * and the API at /api on PORT. Exits with the sandbox's exit code.
 */
import { buildDashboardIfStale } from './dashboard-build';
import { SANDBOX_ARGS, exitCodeOf, spawnNode } from './processes';

try {
  await buildDashboardIfStale();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

process.exitCode = await exitCodeOf(spawnNode(SANDBOX_ARGS));
