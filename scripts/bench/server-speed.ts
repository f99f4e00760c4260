/**
 * `npm run bench`: the API against its framework. Requests per second of hello-world Hono on the
 * same Node (scripts/bench/hello-hono.ts), then of the session route and of a reading-progress
 * read on the real app (scripts/bench/app-server.ts, with the Node options of `npm start`) over a
 * fresh SQLite database with one signed-in user; each printed as a share of hello-world Hono (goal:
 * the session route at least 0.4: its best case, no write between two requests). Beside it the
 * session route while another learner marks chapters read (`writesPerSecond`): every write makes
 * the server read the session again (api/auth: the kept read is forgotten when the database moves).
 *
 * Fair to both sides: both servers run on the same single CPU (the one not measured waits idle),
 * in three interleaved rounds whose medians are the ratios, and the load generator (autocannon,
 * 20 connections, 5 s after a warm-up of 1 s and then 20,000 requests) in a process of its own on
 * another CPU (`taskset`, when there: scripts/bench/common.ts `benchCpus`; the placement
 * is printed beside the figures). Beside requests/s it prints the server's CPU per request
 * (`/proc/<pid>/stat`, all its threads) and how busy the load generator was: a figure whose
 * generator was near 1 is the generator's limit, not the server's. Run alone:
 * `npx node scripts/bench/server-speed.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connection.ts';
import { bibleBooks } from '../../src/lib/bible/books.ts';
import { freePort } from '../../tests/support/free-port.ts';
import {
  benchCpus,
  type Load,
  loadUrl,
  median,
  npmStartNodeOptions,
  pinningNote,
  processCpuSeconds,
  ratio,
  startNodeScript,
  verdict,
} from './common.ts';
import { benchSessionCookie, prepare } from './databases.ts';

const seconds = 5;
const connections = 20;
/** Requests every server answers before it is measured (after a 1 s warm-up). */
const warmupRequests = 20_000;
export const sessionGoal = 0.4;
/** Another learner's Mark as Read calls during the session route's second measure. */
const writesPerSecond = 16;

/** Interleaved rounds: each measures every target once; the ratios are the rounds' medians. */
const rounds = 3;

/** A load's figures and the server's CPU per request over it (µs, every thread of the process). */
export type ServerLoad = Load & { serverUsPerRequest: number };

interface Target {
  path: string;
  headers?: Record<string, string>;
}

interface Started {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startScript(script: string, env: Record<string, string>, readyPath: string): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNodeScript(
    path.join(projectRoot, script),
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `${base}${readyPath}`,
    benchCpus?.server,
  );
  return { base, pid: server.child.pid!, stop: server.stop };
}

/**
 * Warm-up, so the measured runs start with compiled code and filled caches: the same number of
 * requests for every server (V8 compiles a function once it has run often enough, not after a
 * time; a 1 s warm-up left a server 4 times slower than hello-world Hono still compiling its hot
 * path through the measured run), and at least a second.
 */
async function warmUp(server: Started, target: Target): Promise<void> {
  await loadUrl(`${server.base}${target.path}`, { headers: target.headers, seconds: 1, connections });
  await loadUrl(`${server.base}${target.path}`, {
    headers: target.headers,
    requests: warmupRequests,
    connections,
  });
}

async function measure(server: Started, target: Target): Promise<ServerLoad> {
  const cpuBefore = processCpuSeconds(server.pid);
  const load = await loadUrl(`${server.base}${target.path}`, {
    headers: target.headers,
    seconds,
    connections,
  });
  const used = processCpuSeconds(server.pid) - cpuBefore;
  return { ...load, serverUsPerRequest: load.requests ? (used * 1e6) / load.requests : 0 };
}

/** A second signed-in learner (the one who marks chapters read meanwhile): its cookie. */
function writerCookie(handle: DatabaseHandle): Promise<string> {
  return benchSessionCookie(handle, 'bench-writer', 'writer@example.org');
}

/**
 * Marks a new chapter read for `cookie`'s learner `writesPerSecond` times a second (each a real
 * write: the chapters of the Bible in turn) until stopped; answers how many were written.
 */
function startWriter(base: string, cookie: string): { stop: () => Promise<{ ok: number; failed: number }> } {
  const chapters = bibleBooks.flatMap((book) =>
    Array.from({ length: book.chapters }, (_, i) => ({ book: book.slug, chapter: i + 1 })),
  );
  let next = 0;
  let ok = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const { book, chapter } = chapters[next++ % chapters.length]!;
    const write = fetch(`${base}/api/reading-progress`, {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify({ version: 'kjv', book, chapter }),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) ok += 1;
        else failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => pending.delete(write));
    pending.add(write);
  }, 1000 / writesPerSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { ok, failed };
    },
  };
}

/** The session route's share of hello-world Hono: medians over the rounds, by requests/s and by CPU. */
export interface ServerSpeed {
  share: number;
  shareByCpu: number;
}

/**
 * Both servers run at once on the servers' CPU (the one not measured waits idle), each warmed up,
 * then measured in `rounds` interleaved rounds (hello-world Hono, the session route, a
 * reading-progress read): this machine's speed drifts (other guests of the host), and a ratio of
 * two loads measured seconds apart follows that drift less than one of loads a minute apart.
 */
export async function measureServerSpeed(): Promise<ServerSpeed> {
  console.log(
    `\n## The API against hello-world Hono: ${connections} connections for ${seconds} s each, ` +
      `${rounds} interleaved rounds\n`,
  );
  console.log(`(${pinningNote})\n`);
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-speed-'));
  const started: Started[] = [];
  try {
    const handle = openDatabase(path.join(dir, 'app.db'));
    const cookie = await prepare(handle);
    const writer = await writerCookie(handle);
    await handle.close();
    const helloTarget: Target = { path: '/' };
    const sessionTarget: Target = { path: '/api/auth/session', headers: { cookie } };
    const progressTarget: Target = {
      path: '/api/reading-progress?version=kjv&book=john',
      headers: { cookie },
    };
    const hello = await startScript('scripts/bench/hello-hono.ts', {}, helloTarget.path);
    started.push(hello);
    const app = await startScript(
      'scripts/bench/app-server.ts',
      {
        DATA_DIR: dir,
        DATABASE_URL: '',
        SITE_URL: 'http://127.0.0.1',
        TRUST_PROXY: 'false',
        // As `npm start` runs it (V8's young generation size).
        NODE_OPTIONS: npmStartNodeOptions(projectRoot).join(' '),
      },
      sessionTarget.path,
    );
    started.push(app);
    await warmUp(hello, helloTarget);
    await warmUp(app, sessionTarget);
    await warmUp(app, progressTarget);
    console.log(
      '| round | target | requests/s | p99 | errors | share of hello-world Hono | server CPU µs/request | ' +
        'share by CPU | load generator busy |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
    const shares = {
      session: [] as number[],
      sessionCpu: [] as number[],
      progress: [] as number[],
      withWrites: [] as number[],
    };
    const writes = { ok: 0, failed: 0 };
    for (let round = 1; round <= rounds; round += 1) {
      const reference = await measure(hello, helloTarget);
      const session = await measure(app, sessionTarget);
      const progress = await measure(app, progressTarget);
      const writing = startWriter(app.base, writer);
      const withWrites = await measure(app, sessionTarget);
      const written = await writing.stop();
      writes.ok += written.ok;
      writes.failed += written.failed;
      const row = (name: string, load: ServerLoad) =>
        `| ${round} | ${name} | ${Math.round(load.rps)} | ${load.p99} ms | ${load.errors} | ` +
        `${ratio(load.rps, reference.rps)} | ${load.serverUsPerRequest.toFixed(0)} | ` +
        `${ratio(reference.serverUsPerRequest, load.serverUsPerRequest)} | ${(load.generatorBusy ?? 0).toFixed(2)} |`;
      console.log(row('hello-world Hono (the reference)', reference));
      console.log(row('GET /api/auth/session (signed in)', session));
      console.log(row('GET /api/reading-progress (a reading-progress read)', progress));
      console.log(row(`GET /api/auth/session, another learner writing ${writesPerSecond}/s`, withWrites));
      shares.session.push(session.rps / reference.rps);
      shares.sessionCpu.push(reference.serverUsPerRequest / session.serverUsPerRequest);
      shares.progress.push(progress.rps / reference.rps);
      shares.withWrites.push(withWrites.rps / reference.rps);
    }
    const speed = { share: median(shares.session), shareByCpu: median(shares.sessionCpu) };
    console.log(
      `\nMedians of the ${rounds} rounds: the session route ${speed.share.toFixed(2)} of hello-world Hono by ` +
        `requests/s, ${speed.shareByCpu.toFixed(2)} by server CPU; a reading-progress read ` +
        `${median(shares.progress).toFixed(2)}; the session route while another learner marks ` +
        `${writesPerSecond} chapters read a second ${median(shares.withWrites).toFixed(2)} ` +
        `(${writes.ok} writes answered, ${writes.failed} failed; not budgeted: the write-free figure is the ` +
        'best case the goal is set on).',
    );
    console.log(
      `(goal: the session route at least ${sessionGoal} of hello-world Hono: ${verdict(speed.share >= sessionGoal)})`,
    );
    return speed;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await measureServerSpeed();
