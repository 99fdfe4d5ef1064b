/**
 * Summarises a V8 CPU profile (a .cpuprofile from `node --cpu-prof`, e.g. `npm run bench:load --
 * --cpu-prof DIR`): the functions with the most self time, and the same summed per package or
 * project folder, so the heaviest per-request work shows first.
 *
 *   node --import tsx scripts/bench/cpuProfile.ts FILE.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true });
if (positionals.length !== 1) throw new Error('usage: cpuProfile.ts FILE.cpuprofile [--top N]');
const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

/** node_modules/<package>, the project folder, or the kind of V8 entry ((garbage collector), (idle)). */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:internal';
  const own = /\/(sandbox-api\/[^/]+|contract)\//.exec(url);
  return own ? own[1] : url;
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(sandbox-api|contract)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  const place = placeOf(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`${positionals[0]}: ${(total / 1000).toFixed(1)} s sampled`);
print('Self time by function', byFunction);
print('Self time by package or folder', byPlace);
