import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { STORAGE_KEYS } from '../contract/constants.ts';

const BOOT = path.resolve(import.meta.dirname, '../src/boot.ts');
const ADMIN_APP = '/src/AdminApp.tsx';
const DASHBOARD_PAGE = '/src/dashboard/DashboardPage.tsx';
/** The dashboard's first cards, which the signed-in frame draws from the early answers (src/SignedInFrame.tsx). */
const DASHBOARD_FRAME = '/src/dashboard/DashboardFrame.tsx';

/** A chunk's file and the files it imports statically, transitively. */
function closure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Issue 27: src/boot.ts, a script of its own that index.html runs first, and the files it preloads for
 * a signed-in visit (the admin app's chunks, and the dashboard's), which only the finished bundle
 * knows. Vite's own modulepreload cannot depend on the session: preloading for every visitor would
 * slow the sign-in page with the admin app's 150 KB.
 */
export function bootPreload(): Plugin {
  return {
    name: 'usdt-dashboard:boot-preload',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: BOOT, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.facadeModuleId === BOOT);
        const entry = chunks.find((chunk) => chunk.isEntry && chunk !== boot);
        // The chunk that holds the module: the admin app's and the dashboard's are groups (scripts/viteChunks.ts).
        const chunkOf = (suffix: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
        const admin = chunkOf(ADMIN_APP);
        const dashboard = chunkOf(DASHBOARD_PAGE);
        const frame = chunkOf(DASHBOARD_FRAME);
        if (!boot || !entry || !admin || !dashboard || !frame) throw new Error('boot-preload: the bundle lacks the boot, entry, admin, dashboard or frame chunk');
        const initial = closure(bundle, entry.fileName);
        const adminFiles = [...closure(bundle, admin.fileName)].filter((file) => !initial.has(file));
        // The frame's first, where the admin app does not bring them: they draw the page's largest paint.
        const dashboardFiles = [...closure(bundle, dashboard.fileName, closure(bundle, frame.fileName))].filter(
          (file) => !initial.has(file) && !adminFiles.includes(file),
        );
        const url = (file: string) => `/${file}`;
        const hints = { sessionKey: STORAGE_KEYS.tokenExpiry, admin: adminFiles.map(url), dashboard: dashboardFiles.map(url) };
        // The list before the script that reads it, both first in <head>.
        return [
          { tag: 'script', attrs: { type: 'application/json', id: 'signed-in-preload' }, children: JSON.stringify(hints), injectTo: 'head-prepend' },
          { tag: 'script', attrs: { type: 'module', async: true, src: url(boot.fileName) }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
