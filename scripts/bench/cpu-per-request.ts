/**
 * Server CPU per request, which holds up on a shared machine where requests per second do not:
 * the server process's user + system CPU time (`/proc/<pid>/stat`) over a fixed number of requests,
 * divided by that number. Measures hello-world Hono, a bare Node HTTP server (the floor any Node
 * server stands on), the session route (signed in) and, when a build directory is given
 * (`BUILD_DIR`, a build's folder), its chapter page from our server and from nginx with
 * `gzip_static` (one worker; skipped when nginx is not installed) and from a bare node:http server
 * sending the same bytes and headers (static-floor.ts: the ceiling of any static path on Node), then
 * every page of the build once (the body cache filled as a long-running server's would be) before
 * the server's memory is read. Each row also gives the load generator's own CPU per request (this
 * process, autocannon): where it is above a server's, that server's requests/s are the load
 * generator's, not the server's. Linux only.
 *
 *   npx node scripts/bench/cpu-per-request.ts           # hello and the session route
 *   BUILD_DIR=data/builds/current npx node scripts/bench/cpu-per-request.ts
 *
 * `COMPARE_ROOT=<another checkout of this project>` measures that checkout's server too, in the same
 * run (before → after figures side by side; `ROUNDS=3` repeats everything three times, alternating,
 * and prints medians); `PROFILE_DIR=<dir>` writes a V8 CPU profile of each app server there
 * (`--cpu-prof`); each app server runs with the Node options its checkout's `npm start` gives (V8's
 * young generation size), plus `SERVER_NODE_OPTIONS` when set.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { manifestFile, type StaticManifest } from '../../api/static/precompress.ts';
import { openDatabase } from '../../db/connection.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { median, npmStartNodeOptions, processCpuSeconds, rssMegabytes, startNodeScript } from './common.ts';
import { prepare } from './databases.ts';
import { chapterPath, withNginx } from './static-vs-nginx.ts';

const requests = Number(process.env.REQUESTS ?? 20_000);
const connections = 20;
const compareRoot = process.env.COMPARE_ROOT ? path.resolve(process.env.COMPARE_ROOT) : null;
/** Rounds of every measure, one after the other (each figure printed is the median of its rounds). */
const rounds = Number(process.env.ROUNDS ?? 1);
const profileDir = process.env.PROFILE_DIR ? path.resolve(process.env.PROFILE_DIR) : null;

/** User + system CPU seconds of processes, summed (common.ts `processCpuSeconds`). */
const cpuSeconds = (pids: number[]): number => pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);

interface Measure {
  name: string;
  usPerRequest: number;
  /** CPU of this process (autocannon, the load generator) per request: above a server's, it caps requests/s. */
  loadUsPerRequest: number;
  rps: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  pids: () => number[],
  headers: Record<string, string> = {},
): Promise<Measure> {
  await autocannon({ url, connections, amount: Math.min(5000, requests), headers });
  const before = cpuSeconds(pids());
  const loadBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, amount: requests, headers });
  const used = cpuSeconds(pids()) - before;
  const load = process.cpuUsage(loadBefore);
  return {
    name,
    usPerRequest: (used * 1e6) / result.requests.total,
    loadUsPerRequest: (load.user + load.system) / result.requests.total,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function withScript<T>(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  use: (base: string, pid: number) => Promise<T>,
  root: string = projectRoot,
): Promise<T> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNodeScript(
    path.join(root, script),
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}${readyPath}`,
  );
  try {
    return await use(base, server.child.pid!);
  } finally {
    await server.stop();
  }
}

/** Every page of a build (its `index.html` files as URL paths), for the sweep before the memory is read. */
function pagePaths(buildDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, manifestFile), 'utf8')) as StaticManifest;
  return Object.keys(manifest.files)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`);
}

/** Asks for every page once in brotli and once in gzip, 8 at a time; the answers are read and dropped. */
async function sweep(base: string, pages: string[]): Promise<void> {
  const asks = pages.flatMap((page) => ['br', 'gzip'].map((encoding) => ({ page, encoding })));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < asks.length) {
      const { page, encoding } = asks[next++]!;
      const res = await fetch(`${base}${page}`, { headers: { 'accept-encoding': encoding } });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** One figure per target: the median of its rounds (errors summed). */
function medians(all: Measure[]): Measure[] {
  const names = [...new Set(all.map((m) => m.name))];
  return names.map((name) => {
    const of = all.filter((m) => m.name === name);
    return {
      name,
      usPerRequest: median(of.map((m) => m.usPerRequest)),
      loadUsPerRequest: median(of.map((m) => m.loadUsPerRequest)),
      rps: median(of.map((m) => m.rps)),
      errors: of.reduce((sum, m) => sum + m.errors, 0),
    };
  });
}

/** The headers of an answer (gzip asked), without those Node adds itself (Date, connection headers). */
async function answerHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) {
    if (!['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
  }
  return headers;
}

const results: Measure[] = [];
/** The chapter page's headers as our server sends them, for the node:http ceiling (static-floor.ts). */
let chapterHeaders: Record<string, string> | null = null;
const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-cpu-'));
const memory: Array<{ label: string; afterLoad: number | null; afterSweep: number | null }> = [];
const megabytes = (mb: number | null): string => (mb === null ? 'unknown' : `${mb.toFixed(0)} MB`);
try {
  const handle = openDatabase(path.join(dir, 'app.db'));
  const cookie = await prepare(handle);
  await handle.close();
  const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : null;
  if (buildDir) {
    const id = path.basename(buildDir) === 'current' ? 'b-bench-copy' : path.basename(buildDir);
    mkdirSync(path.join(dir, 'builds'), { recursive: true });
    cpSync(buildDir, path.join(dir, 'builds', id), { recursive: true, dereference: true });
    symlinkSync(id, path.join(dir, 'builds', 'current'));
  }
  const pages = buildDir ? pagePaths(path.join(dir, 'builds', 'current')) : [];
  const env = { DATA_DIR: dir, DATABASE_URL: '', SITE_URL: 'http://127.0.0.1', TRUST_PROXY: 'false' };
  for (let round = 0; round < rounds; round++) {
    results.push(
      await withScript('scripts/bench/hello-hono.ts', {}, '/', (base, pid) =>
        measure('hello-world Hono', `${base}/`, () => [pid]),
      ),
    );
    results.push(
      await withScript('scripts/bench/hello-node.ts', {}, '/', (base, pid) =>
        measure('hello-world Node (node:http, no framework)', `${base}/`, () => [pid]),
      ),
    );
    const servers = [
      ...(compareRoot ? [{ label: 'before', root: compareRoot }] : []),
      { label: compareRoot ? 'after' : '', root: projectRoot },
    ];
    // Alternating the order from round to round, so neither checkout always runs first.
    for (const { label, root } of round % 2 ? [...servers].reverse() : servers) {
      const tag = label ? ` [${label}]` : '';
      const nodeOptions = [
        npmStartNodeOptions(root).join(' '),
        process.env.SERVER_NODE_OPTIONS ?? '',
        profileDir ? `--cpu-prof --cpu-prof-dir=${path.join(profileDir, label || 'server')}` : '',
      ].join(' ');
      const serverEnv = nodeOptions.trim() ? { ...env, NODE_OPTIONS: nodeOptions.trim() } : env;
      await withScript(
        'scripts/bench/app-server.ts',
        serverEnv,
        '/api/auth/session',
        async (base, pid) => {
          results.push(
            await measure(
              `GET /api/auth/session (signed in)${tag}`,
              `${base}/api/auth/session`,
              () => [pid],
              {
                cookie,
              },
            ),
          );
          if (buildDir) {
            if (root === projectRoot) chapterHeaders = await answerHeaders(`${base}${chapterPath}`);
            results.push(
              await measure(`GET ${chapterPath} (gzip), ours${tag}`, `${base}${chapterPath}`, () => [pid], {
                'accept-encoding': 'gzip',
              }),
            );
          }
          await new Promise((r) => setTimeout(r, 3000));
          const afterLoad = rssMegabytes(pid);
          let afterSweep: number | null = null;
          if (buildDir) {
            // Every page once, brotli and gzip, as browsers and crawlers ask for them over time.
            await sweep(base, pages);
            await new Promise((r) => setTimeout(r, 3000));
            afterSweep = rssMegabytes(pid);
          }
          memory.push({ label, afterLoad, afterSweep });
        },
        root,
      );
    }
    if (buildDir && chapterHeaders) {
      // The ceiling of our static path on Node: node:http alone sending the same bytes and headers.
      const floorEnv = {
        BODY_FILE: path.join(dir, 'builds', 'current', `${chapterPath.slice(1)}index.html.gz`),
        HEADERS: JSON.stringify(chapterHeaders),
        NODE_OPTIONS: npmStartNodeOptions(projectRoot).join(' '),
      };
      results.push(
        await withScript('scripts/bench/static-floor.ts', floorEnv, chapterPath, (base, pid) =>
          measure(
            `GET ${chapterPath} (gzip), node:http alone, same bytes and headers`,
            `${base}${chapterPath}`,
            () => [pid],
            { 'accept-encoding': 'gzip' },
          ),
        ),
      );
    }
    if (buildDir) {
      const nginx = await withNginx(path.join(dir, 'builds', 'current'), (nginxBase, workers) =>
        measure(`GET ${chapterPath} (gzip), nginx gzip_static`, `${nginxBase}${chapterPath}`, workers, {
          'accept-encoding': 'gzip',
        }),
      );
      if (typeof nginx === 'string') console.log(`nginx skipped: ${nginx}`);
      else results.push(nginx);
    }
  }
  const merged = medians(results);
  const hello = merged[0]!;
  console.log(
    `\n${requests} requests per target, ${connections} connections, CPU of the server process` +
      `${rounds > 1 ? ` (median of ${rounds} rounds)` : ''}\n`,
  );
  console.log(
    '| target | CPU µs/request | share of hello-world Hono (by CPU) | requests/s | errors | ' +
      'load generator µs/request |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of merged) {
    console.log(
      `| ${r.name} | ${r.usPerRequest.toFixed(0)} | ${(hello.usPerRequest / r.usPerRequest).toFixed(2)} | ` +
        `${Math.round(r.rps)} | ${r.errors} | ${r.loadUsPerRequest.toFixed(0)} |`,
    );
  }
  const nginx = merged.find((r) => r.name.endsWith('gzip_static'));
  const floor = merged.find((r) => r.name.endsWith('same bytes and headers'));
  for (const ours of [...merged.filter((r) => r.name.includes(', ours')), ...(floor ? [floor] : [])]) {
    if (!nginx) break;
    const label =
      ours === floor
        ? 'node:http alone (the ceiling on Node)'
        : `ours${ours.name.slice(ours.name.indexOf(', ours') + 6)}`;
    console.log(
      `\nChapter page, ${label} / nginx: ` +
        `${(nginx.usPerRequest / ours.usPerRequest).toFixed(2)} by CPU, ` +
        `${(ours.rps / nginx.rps).toFixed(2)} by requests/s`,
    );
  }
  for (const { label, afterLoad, afterSweep } of memory) {
    console.log(
      `RSS of the app server${label ? ` [${label}]` : ''} after its load, idle 3 s: ${megabytes(afterLoad)}`,
    );
    if (afterSweep !== null) {
      console.log(
        `  then after every page of the build (${pages.length}) once in brotli and once in gzip, ` +
          `idle 3 s: ${megabytes(afterSweep)}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
