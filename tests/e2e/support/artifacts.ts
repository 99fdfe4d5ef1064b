import { fileURLToPath } from 'node:url';

/** Screenshots and the sandbox log of the last end-to-end run (git-ignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts', import.meta.url));

/** A file name in the artifacts folder for a test or a step, safe on every file system. */
export function artifactPath(name: string, extension = 'png'): string {
  const safe = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 150);
  return `${ARTIFACTS_DIR}/${safe}.${extension}`;
}
