/**
 * Loaded with `--import` before the scripts `npm start` and `npm run build` run (package.json), and
 * passed on to every process they start through `NODE_COMPILE_CACHE`: Node's compile cache keeps
 * each module's compiled code and, for TypeScript, its types already stripped, on disk in
 * `node_modules/.cache/node-compile-cache`. A process whose modules are all in the cache never
 * loads Node's type stripper (a WebAssembly module of about 20 MB that stays for the process's
 * life) and starts sooner. A changed file is stripped and cached again on its next load.
 * docs/budgets.md, "Memory".
 */
import module from 'node:module';
import path from 'node:path';

const dir =
  process.env.NODE_COMPILE_CACHE ||
  path.join(import.meta.dirname, '../node_modules/.cache/node-compile-cache');
if (!module.getCompileCacheDir()) module.enableCompileCache(dir);
process.env.NODE_COMPILE_CACHE = dir;
