/**
 * `npm run bench`: the API against its framework. Requests per second of hello-world Hono on the
 * same Node (scripts/bench/hello-hono.ts), then of the session route and of a reading-progress
 * read on the real app (scripts/bench/app-server.ts) over a fresh SQLite database with one
 * signed-in user; each printed as a share of hello-world Hono (goal: the session route at least 0.4).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { openDatabase } from '../../db/connection.ts';
import { freePort, type Load, loadUrl, ratio, startNodeScript, verdict } from './common.ts';
import { prepare } from './databases.ts';

const seconds = 5;
const connections = 20;
export const sessionGoal = 0.4;

async function loadScript(
  script: string,
  env: Record<string, string>,
  targets: Array<{ path: string; headers?: Record<string, string> }>,
): Promise<Load[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNodeScript(
    path.join(projectRoot, script),
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}${targets[0]!.path}`,
  );
  try {
    const loads: Load[] = [];
    for (const target of targets) {
      // Warm-up, so the measured run starts with compiled code and filled caches.
      await loadUrl(`${base}${target.path}`, { headers: target.headers, seconds: 1, connections });
      loads.push(await loadUrl(`${base}${target.path}`, { headers: target.headers, seconds, connections }));
    }
    return loads;
  } finally {
    await server.stop();
  }
}

export async function measureServerSpeed(): Promise<{ hello: Load; session: Load; progress: Load }> {
  console.log(`\n## The API against hello-world Hono: ${connections} connections for ${seconds} s each\n`);
  const [hello] = await loadScript('scripts/bench/hello-hono.ts', {}, [{ path: '/' }]);
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-speed-'));
  try {
    const handle = openDatabase(path.join(dir, 'app.db'));
    const cookie = await prepare(handle);
    await handle.close();
    const [session, progress] = await loadScript(
      'scripts/bench/app-server.ts',
      { DATA_DIR: dir, DATABASE_URL: '', SITE_URL: 'http://127.0.0.1', TRUST_PROXY: 'false' },
      [
        { path: '/api/auth/session', headers: { cookie } },
        { path: '/api/reading-progress?version=kjv&book=john', headers: { cookie } },
      ],
    );
    const row = (name: string, load: Load) =>
      `| ${name} | ${Math.round(load.rps)} | ${load.p99} ms | ${load.errors} | ${ratio(load.rps, hello!.rps)} |`;
    console.log('| target | requests/s | p99 | errors | share of hello-world Hono |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(row('hello-world Hono (the reference)', hello!));
    console.log(row('GET /api/auth/session (signed in)', session!));
    console.log(row('GET /api/reading-progress (a reading-progress read)', progress!));
    const share = session!.rps / hello!.rps;
    console.log(
      `(goal: the session route at least ${sessionGoal} of hello-world Hono: ${verdict(share >= sessionGoal)})`,
    );
    return { hello: hello!, session: session!, progress: progress! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await measureServerSpeed();
