/**
 * Loaded with `--import` before the scripts `npm start` and `npm run build` run (package.json), and
 * passed on to every process they start through `NODE_COMPILE_CACHE`: Node's compile cache keeps
 * each module's compiled code and, for TypeScript, its types already stripped, on disk in
 * `node_modules/.cache/node-compile-cache`. A process whose modules are all in the cache never
 * loads Node's type stripper (a WebAssembly module that stays for the process's life: the server
 * idles 40 to 50 MB larger with it) and starts sooner. docs/budgets.md, "Memory".
 *
 * So that the long-lived process never strips types itself, not even after an update: when a code
 * file is newer than the last warm-up of this script, a short-lived child loads the script's modules
 * first (`runScript` and `import.meta.main` keep them from running there) and fills the cache.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.join(import.meta.dirname, '..');
/** Set in the warm-up child: load the modules, run nothing. */
export const warmUpEnv = 'BSB_COMPILE_WARM_UP';

const dir = process.env.NODE_COMPILE_CACHE || path.join(root, 'node_modules/.cache/node-compile-cache');
if (!module.getCompileCacheDir()) module.enableCompileCache(dir);
process.env.NODE_COMPILE_CACHE = dir;

/** The newest change to the project's own code (the folders Node loads TypeScript from). */
function newestCodeChangeMs() {
  let newest = 0;
  for (const folder of ['api', 'config', 'db', 'scripts', 'src']) {
    let names = [];
    try {
      names = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      if (!/\.(?:ts|js|mjs|json)$/.test(name)) continue;
      try {
        const stat = statSync(path.join(root, folder, name));
        newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
      } catch {
        // removed meanwhile
      }
    }
  }
  return newest;
}

/**
 * The long-lived scripts it warms the cache for: each runs nothing when imported in the warm-up
 * (`runScript`, `import.meta.main`). Any other script (a bench's helper server) is left alone.
 */
const warmable = new Set(['scripts/start.ts', 'scripts/build.ts', 'api/server.ts']);
const entry = process.argv[1] ? path.relative(root, process.argv[1]).split(path.sep).join('/') : '';
if (warmable.has(entry) && process.env[warmUpEnv] !== '1') {
  const stamp = path.join(dir, `warm-${entry.replaceAll('/', '_')}.json`);
  const newest = newestCodeChangeMs();
  let warmed = 0;
  try {
    warmed = JSON.parse(readFileSync(stamp, 'utf8')).newestCodeChangeMs;
  } catch {
    // never warmed
  }
  if (newest > warmed) {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(pathToFileURL(path.join(root, entry)).href)})`,
      ],
      // A warm-up that hangs is stopped: the script then runs, merely without a warm cache.
      {
        env: { ...process.env, [warmUpEnv]: '1' },
        stdio: 'inherit',
        timeout: 120_000,
        killSignal: 'SIGKILL',
      },
    );
    if (child.status === 0) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(stamp, JSON.stringify({ newestCodeChangeMs: newest }));
    }
  }
}
