// `tsx bench/profile-top.ts <file.cpuprofile> [n]`: the n functions (default 10) with the most self time in a
// V8 CPU profile (node --cpu-prof; see BENCH_SERVER_NODE_OPTIONS in bench/lib.ts), and the share of
// time spent under a few parts of the stack (database driver, zod, Fastify, pino, compression).
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, n = '10'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [n]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

const where = (url: string) => {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/src/')) return `src/${url.split('/src/')[1]}`;
  return url.replace(/^node:/, '') || '(native)';
};

const byFunction = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = idle.has(functionName) ? functionName : `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const busy = total - [...idle].reduce((sum, name) => sum + (byFunction.get(name) ?? 0), 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${((busy / total) * 100).toFixed(1)} % busy (not idle)`);
console.log(`top ${n} by self time (share of all samples):`);
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
  console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
}

// Self time grouped by package: which layer the time goes to.
const byPackage = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url } = byId.get(id)!.callFrame;
  const key = idle.has(functionName)
    ? functionName
    : url.startsWith('wasm://')
      ? 'PostgreSQL in WebAssembly (PGlite)'
      : url.includes('node_modules')
        ? where(url)
        : url.includes('/src/')
          ? 'app code (src/)'
          : 'node internals / native';
  byPackage.set(key, (byPackage.get(key) ?? 0) + us);
}
console.log('self time by package:');
for (const [name, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
