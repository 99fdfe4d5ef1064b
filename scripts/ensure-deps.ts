/**
 * Installs the Debian packages the API and end-to-end tests need, when they are missing: `chromium`
 * and its `chromium-headless-shell` (the same Blink and V8 without the browser's UI: the e2e and
 * gateway tests drive the shell, at about half the browser CPU), `oathtool` (the reference TOTP generator the tests
 * compute 2FA codes with), `redis-server` (the socket.io Redis adapter and scale-out tests) and
 * `postgresql` (the server the scale-out and fault tests share; scripts/ensure-postgres.ts starts
 * its cluster). The package index is refreshed only when something must be installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const REQUIRED = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { binary: '/usr/bin/oathtool', pkg: 'oathtool' },
  { binary: '/usr/bin/redis-server', pkg: 'redis-server' },
  { binary: '/usr/bin/pg_ctlcluster', pkg: 'postgresql' },
];

function apt(args: string[]): void {
  const result = spawnSync('apt-get', ['-qq', '-o', 'Dpkg::Use-Pty=0', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed${result.error ? `: ${result.error.message}` : ''}.`);
    process.exit(1);
  }
}

const missing = REQUIRED.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);

if (missing.length === 0) {
  console.log(`System packages present: ${REQUIRED.map(({ pkg }) => pkg).join(', ')}.`);
} else if (process.getuid?.() !== 0) {
  console.error(`Missing Debian packages: ${missing.join(', ')}. Install them as root: apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
} else {
  console.log(`Installing Debian packages: ${missing.join(', ')}...`);
  apt(['update']);
  apt(['install', '-y', ...missing]);
  console.log(`Installed: ${missing.join(', ')}.`);
}
