import { execFileSync } from 'node:child_process';

const STEP_SECONDS = 30;
/** A code this close to the end of its 30 s window could expire before the server checks it. */
const MIN_SECONDS_LEFT = 3;

/**
 * The current RFC 6238 code for a base32 secret, computed by oathtool: an implementation
 * independent of the sandbox's own, so the test proves the sandbox accepts standard codes.
 */
export async function totpCode(base32Secret: string): Promise<string> {
  const secondsLeft = STEP_SECONDS - (Math.floor(Date.now() / 1000) % STEP_SECONDS);
  if (secondsLeft < MIN_SECONDS_LEFT) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
  return execFileSync('oathtool', ['--totp', '-b', base32Secret], { encoding: 'utf8' }).trim();
}

/**
 * The code of the next 30 s window. A server that allows one step of clock drift (RFC 6238
 * section 5.2) accepts it now, and it is never a replay of a code used in the current window, so
 * a test that needs a second code does not wait up to 30 s for the window to turn.
 */
export function nextWindowTotpCode(base32Secret: string): string {
  const next = Math.floor(Date.now() / 1000) + STEP_SECONDS;
  return execFileSync('oathtool', ['--totp', '-b', base32Secret, '-N', `@${next}`], { encoding: 'utf8' }).trim();
}
