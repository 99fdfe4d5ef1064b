/**
 * What the dashboard's production build weighs (issue 7, "Budgets"): the JS and CSS the sign-in
 * route loads, which is the entry script of index.html with every modulepreload and stylesheet it
 * names (its static import closure); the admin app (issue 17), which src/main.tsx loads with
 * import() and which a signed-in visit loads on top of the entry; and every file that loads later.
 * Sizes are gzip level 9 as a CDN would serve them. `npm run size` prints the table;
 * tests/build/size.spec.ts enforces the budgets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';

export interface BundleFile {
  /** The file as index.html names it, relative to the build folder: `assets/index-abc123.js`. */
  file: string;
  type: 'js' | 'css';
  /** Named by index.html, so the login route loads it; the rest load on demand. */
  initial: boolean;
  /** A Web Worker's script, bundled on its own. */
  worker: boolean;
  bytes: number;
  gzip: number;
  /**
   * The modules this chunk serves to an `import()`, relative to the project root: one for a screen's chunk; those of
   * a group (scripts/viteChunks.ts) that anything loads with import(), such as the admin app.
   */
  dynamicEntries: string[];
  /**
   * Every source module inside, relative to the project root (node_modules/... for packages). For
   * a worker, the modules of its own bundle.
   */
  modules: string[];
  /** The files this chunk loads with static imports, which load with it. */
  imports: string[];
}

export interface BundleReport {
  /** Initial files first, then lazy ones, largest first. */
  files: BundleFile[];
  initialJsGzip: number;
  initialCssGzip: number;
  /** The admin app's chunk with every file it loads through static imports, beyond the entry's. */
  adminFiles: string[];
  /** What a signed-in visit loads before its first screen: the entry's JS and the admin app's. */
  adminJsGzip: number;
  /** The dashboard screen's chunk with every file it loads through static imports, beyond the entry's and the admin app's. */
  dashboardFiles: string[];
  /** What a signed-in visit to the dashboard loads before its cards (issue 27): the entry's, the admin app's and the screen's JS. */
  dashboardJsGzip: number;
  /** For each module of the main bundle, the modules it loads with `import()`. */
  dynamicImports: ReadonlyMap<string, readonly string[]>;
}

/** The files index.html loads: its module script, modulepreloads and stylesheets. */
export function initialFiles(indexHtml: string): string[] {
  const tags = indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isLink = /\brel="(?:modulepreload|stylesheet)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isLink) && url && !/^[a-z]+:/i.test(url) ? [url.replace(/^\//, '')] : [];
  });
}

/** Rolldown's module graph, read once the bundle is complete: who loads whom with import(). */
function dynamicImportGraph(root: string, into: Map<string, string[]>): Plugin {
  const relative = (id: string) => toProjectPath(root, id);
  return {
    name: 'bundle-size:dynamic-imports',
    apply: 'build',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const imported = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        if (imported.length) into.set(relative(id), imported.map(relative));
      }
    },
  };
}

/**
 * What each Web Worker's bundle holds, by file name. Vite bundles a worker on its own and emits the
 * result into the page's build as an asset, whose module list the page's bundle does not carry.
 */
function workerModules(root: string, into: Map<string, string[]>): Plugin {
  return {
    name: 'bundle-size:worker-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') into.set(item.fileName, item.moduleIds.map((id) => toProjectPath(root, id)));
      }
    },
  };
}

function toProjectPath(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return clean.startsWith(root) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] {
  if ('output' in result) return [result];
  if (Array.isArray(result)) return result;
  throw new Error('vite build answered with a watcher; the size check needs one finished build');
}

/**
 * Builds the dashboard with the project's vite.config.ts into `outDir` (never dist/, which
 * `npm start` and running sandboxes serve) and measures every JS and CSS file.
 */
export async function measureBundle(root: string, outDir: string): Promise<BundleReport> {
  const graph = new Map<string, string[]>();
  const workers = new Map<string, string[]>();
  // Vite bakes process.env.NODE_ENV into the bundle; under Vitest it is 'test', which would build
  // React's development code and measure the wrong thing.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let outputs: Rolldown.RolldownOutput[];
  try {
    outputs = outputsOf(
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        plugins: [dynamicImportGraph(root, graph)],
        worker: { plugins: () => [workerModules(root, workers)] },
        build: { outDir, emptyOutDir: true, reportCompressedSize: false },
      }),
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  const imported = new Set([...graph.values()].flat());
  const initial = new Set(initialFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8')));
  const files = outputs
    .flatMap((output) => output.output)
    .filter((item) => /\.(?:js|css)$/.test(item.fileName))
    .map((item): BundleFile => {
      const content = item.type === 'chunk' ? item.code : item.source;
      const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
      const isChunk = item.type === 'chunk';
      // Vite emits each worker's separate bundle into the page's build as an asset.
      const worker = !isChunk && item.fileName.endsWith('.js');
      const modules = isChunk ? item.moduleIds.map((id) => toProjectPath(root, id)) : (workers.get(item.fileName) ?? []);
      return {
        file: item.fileName,
        type: item.fileName.endsWith('.css') ? 'css' : 'js',
        initial: initial.has(item.fileName),
        worker,
        bytes: buffer.length,
        gzip: gzipSync(buffer, { level: 9 }).length,
        dynamicEntries: isChunk ? modules.filter((module) => imported.has(module)) : [],
        modules,
        imports: isChunk ? item.imports : [],
      };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

  const missing = [...initial].filter((file) => !files.some((f) => f.file === file));
  if (missing.length) throw new Error(`index.html names files the build did not emit: ${missing.join(', ')}`);
  const initialGzip = (type: BundleFile['type']) =>
    files.filter((f) => f.initial && f.type === type).reduce((sum, f) => sum + f.gzip, 0);
  const adminChunk = files.find((f) => f.dynamicEntries.includes(ADMIN_APP));
  if (!adminChunk) throw new Error(`no chunk is the import() of ${ADMIN_APP}`);
  const adminFiles = staticClosure(files, adminChunk.file).filter((file) => !initial.has(file));
  const jsGzipOf = (names: readonly string[]) => files.filter((f) => names.includes(f.file) && f.type === 'js').reduce((sum, f) => sum + f.gzip, 0);
  const adminJsGzip = initialGzip('js') + jsGzipOf(adminFiles);
  const dashboardChunk = files.find((f) => f.dynamicEntries.includes(DASHBOARD_PAGE));
  if (!dashboardChunk) throw new Error(`no chunk is the import() of ${DASHBOARD_PAGE}`);
  const frameChunk = files.find((f) => f.dynamicEntries.includes(DASHBOARD_FRAME));
  if (!frameChunk) throw new Error(`no chunk is the import() of ${DASHBOARD_FRAME}`);
  const dashboardFiles = [...new Set([...staticClosure(files, frameChunk.file), ...staticClosure(files, dashboardChunk.file)])].filter(
    (file) => !initial.has(file) && !adminFiles.includes(file),
  );
  return {
    files,
    initialJsGzip: initialGzip('js'),
    initialCssGzip: initialGzip('css'),
    adminFiles,
    adminJsGzip,
    dashboardFiles,
    dashboardJsGzip: adminJsGzip + jsGzipOf(dashboardFiles),
    dynamicImports: graph,
  };
}

/** The admin app: react-admin, the shell and the screens' routes, which src/main.tsx loads with import(). */
export const ADMIN_APP = 'src/AdminApp.tsx';

/** The first screen of a signed-in visit, which the admin app loads with import(). */
export const DASHBOARD_PAGE = 'src/dashboard/DashboardPage.tsx';

/** The dashboard's first cards, which the signed-in frame draws from the early answers before the admin app is in. */
export const DASHBOARD_FRAME = 'src/dashboard/DashboardFrame.tsx';

/** A file with every file it loads through static imports: what arrives when it is loaded. */
export function staticClosure(files: readonly BundleFile[], file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of files.find((f) => f.file === name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report as a plain-text table: the sign-in route's files and totals, the admin app's, then each lazy file. */
export function sizesTable(report: BundleReport): string {
  const width = Math.max(...report.files.map((f) => f.file.length), 30);
  const line = (name: string, raw: string, gzip: string, note = '') =>
    `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${note}`.trimEnd();
  const row = (f: BundleFile) =>
    line(f.file, kB(f.bytes), kB(f.gzip), f.worker ? '(worker)' : f.dynamicEntries.join(', '));
  const initial = report.files.filter((f) => f.initial);
  const admin = report.files.filter((f) => report.adminFiles.includes(f.file));
  const dashboard = report.files.filter((f) => report.dashboardFiles.includes(f.file));
  const lazy = report.files.filter((f) => !f.initial && !report.adminFiles.includes(f.file) && !report.dashboardFiles.includes(f.file));
  return [
    line('Sign-in route (index.html)', 'raw', 'gzip'),
    ...initial.map(row),
    line('  total JS', '', kB(report.initialJsGzip)),
    line('  total CSS', '', kB(report.initialCssGzip)),
    '',
    line(`Admin app (${ADMIN_APP} and its imports)`, 'raw', 'gzip'),
    ...admin.map(row),
    line('  signed-in visit, entry + admin JS', '', kB(report.adminJsGzip)),
    '',
    line(`Dashboard (${DASHBOARD_PAGE} and its imports)`, 'raw', 'gzip'),
    ...dashboard.map(row),
    line('  signed-in dashboard, entry + admin + dashboard JS', '', kB(report.dashboardJsGzip)),
    '',
    line(`Lazy chunks (${lazy.length})`, 'raw', 'gzip', 'loaded by import() of'),
    ...lazy.map(row),
  ].join('\n');
}
