import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Issue 27: one chunk for what `roots` (project files, e.g. '/src/AdminApp.tsx') import statically, beyond the chunks
 * of earlier groups. Split by sharing, the admin app was 15 files and the dashboard 13, most of them a few hundred
 * bytes shared with one lazy screen or another: 28 requests, at most 6 at a time over HTTP/1.1, on the signed-in
 * dashboard's path to its largest paint (Lighthouse LCP 843-1,007 ms; in a file each, 659-767). The project's own
 * files are followed, not the packages': a package's index names every module it has, and would bring them all. The
 * packages these files use come with them (rolldown's includeDependenciesRecursively). The screens that share a file
 * with a group load its chunk: the admin app's, which every signed-in visit has, or the dashboard's (8 KB), which
 * most have. So a module of a group does nothing as it loads but define (NeedsAttentionCard.tsx).
 */
export function staticGroup(name: string, roots: string[]): CodeSplittingGroup {
  let members: Set<string> | undefined;
  const reachable = (graph: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = roots.map((root) => path.join(ROOT, root));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || id.includes('/node_modules/')) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (info) stack.push(...info.importedIds.filter((imported) => !info.dynamicallyImportedIds.includes(imported)));
    }
    return seen;
  };
  return { name: (id, graph) => ((members ??= reachable(graph)).has(id) ? name : null), debugName: name };
}
