/**
 * `npm run bench` (or alone: `node scripts/bench/save-to-live.ts [rounds]`, which starts a server on
 * the configured DATA_DIR): the time from an admin's save to the live page. Through the running server's
 * admin API (an admin account and session are written into the database first; the server lists
 * its address in ADMIN_EMAILS), a devotional dated today is created; the time runs until its page
 * answers 200 through the same server. The devotional is deleted again afterwards (its page goes
 * with the next build). Alone, each round waits for the server to be idle as in `npm run bench` (the
 * build of the previous round's deletion finished, then `settleMs` for the next build's standby
 * process to load); BENCH_SERVER_LOG=1 shows the server's log (each build's steps).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createSession } from '../../api/auth/session.ts';
import { randomToken } from '../../api/auth/tokens.ts';
import { projectRoot } from '../../api/rebuild/astro-build.ts';
import type { Settings } from '../../config/settings.ts';
import { openConfiguredDatabase } from '../../db/connection.ts';
import { findUserByEmail, insertUser, markEmailConfirmed } from '../../db/queries/users.ts';
import { titleSlug } from '../../src/lib/devotionals/select.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { runScript } from '../run-script.ts';
import { npmStartNodeOptions, processCpuSeconds, verdict, waitForAnswer } from './common.ts';
import {
  describeIdle,
  describePeak,
  sampleTree,
  type TreeMemoryReport,
  treePeakBudgetMb,
  treePids,
  watchTree,
} from './tree-memory.ts';

export const benchAdminEmail = 'bench-admin@example.org';
export const saveToLiveGoalSeconds = 10;
const giveUpMs = 10 * 60_000;
/** Alone, between rounds: the time the standby build process takes to load once the server is idle. */
const settleMs = 10_000;

async function isIdle(base: string, cookie: string): Promise<boolean> {
  const res = await fetch(`${base}/api/admin/build`, { headers: { cookie } });
  return ((await res.json()) as { state?: string }).state === 'idle';
}

/** Resolves once the server's rebuilder is idle (GET /api/admin/build), as a save on a quiet site finds it. */
async function waitForIdle(base: string, cookie: string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < giveUpMs) {
    if (await isIdle(base, cookie)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become idle');
}

/**
 * Resolves once the server is idle and stays so for `settleMs` (the build of the previous save's
 * deletion finished, and a standby, when there is one, loaded): as a save on a quiet site finds it.
 */
export async function waitUntilQuiet(base: string, cookie: string): Promise<void> {
  // Idle before and after the settling time (a build the server starts on its own, for a stale
  // site, may begin after its first answer).
  do {
    await waitForIdle(base, cookie);
    await new Promise((r) => setTimeout(r, settleMs));
  } while (!(await isIdle(base, cookie)));
}

/** The Cookie header of a new session of the bench's admin (created when missing). */
export async function benchAdminCookie(settings: Settings): Promise<string> {
  const handle = openConfiguredDatabase(settings);
  try {
    const user =
      (await findUserByEmail(handle.db, benchAdminEmail)) ??
      (await insertUser(handle.db, {
        id: randomToken(15),
        email: benchAdminEmail,
        fullName: null,
        passwordHash: 'not-a-real-hash',
      }));
    await markEmailConfirmed(handle.db, user.id);
    return `session=${(await createSession(handle.db, user.id, false)).token}`;
  } finally {
    await handle.close();
  }
}

/** CPU seconds the processes below `pid` (the waiting standby build process) have used so far. */
function descendantsCpuSeconds(pid: number): number {
  let seconds = 0;
  for (const child of treePids(pid).slice(1)) {
    try {
      seconds += processCpuSeconds(child);
    } catch {
      // ended meanwhile
    }
  }
  return seconds;
}

/**
 * Measures one admin save. With the server's process id (on Linux), also the CPU time the server
 * and its build processes used from the save to the live page (the build's, as the server is
 * otherwise idle) and the build process's peak memory.
 */
export async function measureSaveToLive(
  base: string,
  settings: Settings,
  cookie: string,
  serverPid?: number,
): Promise<{ seconds: number; cpuSeconds: number | null; memory: TreeMemoryReport | null } | null> {
  console.log('\n## Admin save to live page\n');
  const cpuBefore = serverPid ? processCpuSeconds(serverPid, { withWaitedChildren: true }) : null;
  // The standby's work before the save (loading Astro, syncing the content), counted once it exits.
  const aheadCpu = serverPid ? descendantsCpuSeconds(serverPid) : 0;
  // The whole tree (the server, a standby, the build and what it starts), sampled 20 times a second.
  const watch = serverPid ? watchTree(serverPid) : null;
  const headers = { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const date = siteDay(new Date(), settings.siteTimeZone);
  const title = `Bench ${Date.now()}`;
  const page = `/devotionals/${date}-${titleSlug(title)}/`;
  const started = performance.now();
  const created = await fetch(`${base}/api/admin/devotionals`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      date,
      keyVerse: 'John 3:16',
      devotionalText: 'Measured by npm run bench.',
    }),
  });
  const body = (await created.json()) as { devotional?: { id: number } };
  if (created.status !== 201 || !body.devotional) {
    console.log(`skipped: the admin API answered ${created.status} ${JSON.stringify(body)}`);
    return null;
  }
  let seconds: number | null = null;
  while (performance.now() - started < giveUpMs) {
    const res = await fetch(`${base}${page}`);
    await res.arrayBuffer();
    if (res.status === 200) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const cpu =
    serverPid && cpuBefore !== null
      ? processCpuSeconds(serverPid, { withWaitedChildren: true }) - cpuBefore
      : null;
  await (
    await fetch(`${base}/api/admin/devotionals/${body.devotional.id}`, { method: 'DELETE', headers })
  ).arrayBuffer();
  if (seconds === null) {
    console.log(`The new devotional's page ${page} was not live after ${giveUpMs / 60_000} minutes.`);
    return null;
  }
  const memory = watch?.stop() ?? null;
  console.log(
    `A new devotional, from the admin's save (the POST) to its page answering 200: ${seconds.toFixed(1)} s ` +
      `(REBUILD_DEBOUNCE_MS ${settings.rebuildDebounceMs} ms included; goal under ${saveToLiveGoalSeconds} s: ` +
      `${verdict(seconds < saveToLiveGoalSeconds)})`,
  );
  if (cpu !== null)
    console.log(
      `CPU time of the server and its build from the save to the live page: ${(cpu - aheadCpu).toFixed(1)} s ` +
        `(${cpu.toFixed(1)} s with the standby's ${aheadCpu.toFixed(1)} s of work ahead)`,
    );
  if (memory) console.log(describePeak('Memory from the save to the live page', memory, treePeakBudgetMb));
  return { seconds, cpuSeconds: cpu, memory };
}

// Alone: a server on the configured DATA_DIR (its build made first), then `rounds` saves in turn.
if (import.meta.main) {
  await runScript(async (settings) => {
    const rounds = Number(process.argv[2] ?? 3);
    const cookie = await benchAdminCookie(settings);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const serverScript = path.join(projectRoot, 'api/server.ts');
    const server = spawn(process.execPath, [...npmStartNodeOptions(projectRoot), serverScript], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // The site's address stays the build's own (by default it names the port): a changed
        // build-time setting would render the Bible part again.
        SITE_URL: settings.siteUrl.href,
        ADMIN_EMAILS: [...settings.adminEmails, benchAdminEmail].join(','),
      },
      stdio: process.env.BENCH_SERVER_LOG ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    });
    try {
      await waitForAnswer(`${base}/api/health`, server);
      // The devotional of each round is deleted again by the next round's build.
      for (let i = 0; i < rounds; i += 1) {
        await waitUntilQuiet(base, cookie);
        if (server.pid) console.log(describeIdle('The idle tree before the save', sampleTree(server.pid)));
        await measureSaveToLive(base, settings, cookie, server.pid);
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  });
}
