/**
 * `npm run bench`: the API against its framework. Requests per second of hello-world Hono on the
 * same Node (scripts/bench/hello-hono.ts), then of the session route and of a reading-progress
 * read on the real app (scripts/bench/app-server.ts, with the Node options of `npm start`) over a
 * fresh SQLite database with one signed-in user; each printed as a share of hello-world Hono (goal:
 * the session route at least 0.4).
 *
 * Fair to both sides: each server runs alone on the same single CPU and the load generator
 * (autocannon, 20 connections, 5 s after a warm-up of 1 s and then 20,000 requests) in a process of
 * its own on another CPU (`taskset`, when there: scripts/bench/common.ts `benchCpus`; the placement
 * is printed beside the figures). Beside requests/s it prints the server's CPU per request
 * (`/proc/<pid>/stat`, all its threads) and how busy the load generator was: a figure whose
 * generator was near 1 is the generator's limit, not the server's. Run alone:
 * `npx node scripts/bench/server-speed.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { openDatabase } from '../../db/connection.ts';
import {
  benchCpus,
  freePort,
  type Load,
  loadUrl,
  npmStartNodeOptions,
  pinningNote,
  processCpuSeconds,
  ratio,
  startNodeScript,
  verdict,
} from './common.ts';
import { prepare } from './databases.ts';

const seconds = 5;
const connections = 20;
/** Requests every server answers before it is measured (after a 1 s warm-up). */
const warmupRequests = 20_000;
export const sessionGoal = 0.4;

/** A load's figures and the server's CPU per request over it (µs, every thread of the process). */
export type ServerLoad = Load & { serverUsPerRequest: number };

async function loadScript(
  script: string,
  env: Record<string, string>,
  targets: Array<{ path: string; headers?: Record<string, string> }>,
): Promise<ServerLoad[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNodeScript(
    path.join(projectRoot, script),
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}${targets[0]!.path}`,
    benchCpus?.server,
  );
  const pid = server.child.pid!;
  try {
    const loads: ServerLoad[] = [];
    for (const target of targets) {
      // Warm-up, so the measured run starts with compiled code and filled caches: the same number of
      // requests for every server (V8 compiles a function once it has run often enough, not after a
      // time; a 1 s warm-up left a server 4 times slower than hello-world Hono still compiling its hot
      // path through the measured run), and at least a second.
      await loadUrl(`${base}${target.path}`, { headers: target.headers, seconds: 1, connections });
      await loadUrl(`${base}${target.path}`, {
        headers: target.headers,
        requests: warmupRequests,
        connections,
      });
      const cpuBefore = processCpuSeconds(pid);
      const load = await loadUrl(`${base}${target.path}`, { headers: target.headers, seconds, connections });
      const used = processCpuSeconds(pid) - cpuBefore;
      loads.push({ ...load, serverUsPerRequest: load.requests ? (used * 1e6) / load.requests : 0 });
    }
    return loads;
  } finally {
    await server.stop();
  }
}

export async function measureServerSpeed(): Promise<{ hello: Load; session: Load; progress: Load }> {
  console.log(`\n## The API against hello-world Hono: ${connections} connections for ${seconds} s each\n`);
  console.log(`(${pinningNote})\n`);
  const [hello] = await loadScript('scripts/bench/hello-hono.ts', {}, [{ path: '/' }]);
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-speed-'));
  try {
    const handle = openDatabase(path.join(dir, 'app.db'));
    const cookie = await prepare(handle);
    await handle.close();
    const [session, progress] = await loadScript(
      'scripts/bench/app-server.ts',
      {
        DATA_DIR: dir,
        DATABASE_URL: '',
        SITE_URL: 'http://127.0.0.1',
        TRUST_PROXY: 'false',
        // As `npm start` runs it (V8's young generation size).
        NODE_OPTIONS: npmStartNodeOptions(projectRoot).join(' '),
      },
      [
        { path: '/api/auth/session', headers: { cookie } },
        { path: '/api/reading-progress?version=kjv&book=john', headers: { cookie } },
      ],
    );
    const row = (name: string, load: ServerLoad) =>
      `| ${name} | ${Math.round(load.rps)} | ${load.p99} ms | ${load.errors} | ${ratio(load.rps, hello!.rps)} | ` +
      `${load.serverUsPerRequest.toFixed(0)} | ${ratio(hello!.serverUsPerRequest, load.serverUsPerRequest)} | ` +
      `${(load.generatorBusy ?? 0).toFixed(2)} |`;
    console.log(
      '| target | requests/s | p99 | errors | share of hello-world Hono | server CPU µs/request | ' +
        'share by CPU | load generator busy |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
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
