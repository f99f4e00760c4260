/**
 * Server CPU per request, which holds up on a shared machine where requests per second do not:
 * the server process's user + system CPU time (`/proc/<pid>/stat`) over a fixed number of requests,
 * divided by that number. Measures hello-world Hono, the session route (signed in) and, when a
 * build directory is given (`BUILD_DIR`, a build's folder), its chapter page from our server and
 * from nginx with `gzip_static` (one worker; skipped when nginx is not installed). Linux only.
 *
 *   npx tsx scripts/bench/cpu-per-request.ts            # hello and the session route
 *   BUILD_DIR=data/builds/current npx tsx scripts/bench/cpu-per-request.ts
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { openDatabase } from '../../db/connection.ts';
import { freePort, rssMegabytes, startNodeScript } from './common.ts';
import { prepare } from './databases.ts';
import { chapterPath, withNginx } from './static-vs-nginx.ts';

const requests = Number(process.env.REQUESTS ?? 20_000);
const connections = 20;
const ticksPerSecond = 100;

/** User + system CPU seconds of a process (and, with `children`, of the given child pids). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the name.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

interface Measure {
  name: string;
  usPerRequest: number;
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
  const result = await autocannon({ url, connections, amount: requests, headers });
  const used = cpuSeconds(pids()) - before;
  return {
    name,
    usPerRequest: (used * 1e6) / result.requests.total,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function withScript<T>(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  use: (base: string, pid: number) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNodeScript(
    path.join(projectRoot, script),
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}${readyPath}`,
  );
  try {
    return await use(base, server.child.pid!);
  } finally {
    await server.stop();
  }
}

const results: Measure[] = [];
results.push(
  await withScript('scripts/bench/hello-hono.ts', {}, '/', (base, pid) =>
    measure('hello-world Hono', `${base}/`, () => [pid]),
  ),
);

const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-cpu-'));
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
  const env = { DATA_DIR: dir, DATABASE_URL: '', SITE_URL: 'http://127.0.0.1', TRUST_PROXY: 'false' };
  let rss: number | null = null;
  await withScript('scripts/bench/app-server.ts', env, '/api/auth/session', async (base, pid) => {
    results.push(
      await measure('GET /api/auth/session (signed in)', `${base}/api/auth/session`, () => [pid], { cookie }),
    );
    if (buildDir) {
      results.push(
        await measure(`GET ${chapterPath} (gzip), ours`, `${base}${chapterPath}`, () => [pid], {
          'accept-encoding': 'gzip',
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 3000));
    rss = rssMegabytes(pid);
  });
  if (buildDir) {
    const nginx = await withNginx(path.join(dir, 'builds', 'current'), (nginxBase, workers) =>
      measure(`GET ${chapterPath} (gzip), nginx gzip_static`, `${nginxBase}${chapterPath}`, workers, {
        'accept-encoding': 'gzip',
      }),
    );
    if (typeof nginx === 'string') console.log(`nginx skipped: ${nginx}`);
    else results.push(nginx);
  }
  const hello = results[0]!;
  console.log(`\n${requests} requests per target, ${connections} connections, CPU of the server process\n`);
  console.log('| target | CPU µs/request | share of hello-world Hono (by CPU) | requests/s | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.usPerRequest.toFixed(0)} | ${(hello.usPerRequest / r.usPerRequest).toFixed(2)} | ` +
        `${Math.round(r.rps)} | ${r.errors} |`,
    );
  }
  const ours = results.find((r) => r.name.endsWith('ours'));
  const nginx = results.find((r) => r.name.endsWith('gzip_static'));
  if (ours && nginx) {
    console.log(
      `\nChapter page, ours / nginx: ${(nginx.usPerRequest / ours.usPerRequest).toFixed(2)} by CPU, ` +
        `${(ours.rps / nginx.rps).toFixed(2)} by requests/s`,
    );
  }
  console.log(
    `RSS of the app server after its load, idle 3 s: ${rss === null ? 'unknown' : `${(rss as number).toFixed(0)} MB`}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
