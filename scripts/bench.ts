/**
 * `npm run bench`: prints the numbers behind the budgets (docs/budgets.md):
 *  - JavaScript and CSS each page kind sends on first load (bytes and gzip), and whether React is in it;
 *    apart from that, what islands hydrating on idle or when visible fetch after the page has loaded;
 *  - the time of `npm run build -- --full` (a real one: the new build is made live, like an admin's
 *    change does, so the load below hits the pages just built), and its whole tree's memory;
 *  - the longest event-loop stall of the process that runs that rebuild, from the request to the new
 *    build live and an old one deleted (the server's rebuilder does exactly this while serving);
 *  - requests per second and p99 latency for a static page and for /api/health under a bounded
 *    load on 127.0.0.1 (autocannon, 5 s, 20 connections);
 *  - the time from `npm start` to the first 200 of a page when a build exists: up to date, and
 *    stale (a build-time setting changed, so it rebuilds in the background), and how long the
 *    SIGTERM that stops it (and that background build) takes;
 *  - the API (session, Mark as Read, Bible search) on SQLite, on PostgreSQL, and on two server
 *    processes sharing PostgreSQL (scripts/bench/databases.ts);
 *  - JavaScript per page kind as Chromium downloads it, on load and after idle (scripts/bench/page-js.ts);
 *  - Lighthouse mobile performance of home, a chapter, a devotional and a game page, with the CPU's
 *    benchmarkIndex (scripts/bench/lighthouse.ts);
 *  - a chapter page from our server against nginx with gzip_static on the same build
 *    (scripts/bench/static-vs-nginx.ts), and the server's resident memory after that load;
 *  - the time from an admin's save to the live page (scripts/bench/save-to-live.ts), for the first save
 *    after the full build and for a later one;
 *  - the memory of the whole process tree (scripts/bench/tree-memory.ts, RSS and PSS sampled 20 times
 *    a second): the server idle after start and after the load, and the peak during the full build and
 *    during each save;
 *  - hello-world Hono against the session route and a reading-progress read (scripts/bench/server-speed.ts);
 *  - at the end, the goals as ratios of this one run.
 * Budgets are reported, not asserted: tests check behaviour, this prints numbers.
 */
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { projectRoot } from '../api/rebuild/astro-build.ts';
import { BuildStore } from '../api/rebuild/build-store.ts';
import { dataPaths, type Settings } from '../config/settings.ts';
import { prepareDatabaseApart } from '../db/prepare-apart.ts';
import { pageKinds } from '../tests/e2e/pages.ts';
import { freePort } from '../tests/support/free-port.ts';
import { npmStartNodeOptions, verdict } from './bench/common.ts';
import { measureDatabases } from './bench/databases.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import { measurePageJs } from './bench/page-js.ts';
import {
  benchAdminCookie,
  benchAdminEmail,
  measureSaveToLive,
  saveToLiveGoalSeconds,
  waitUntilQuiet,
} from './bench/save-to-live.ts';
import { measureServerSpeed, sessionGoal } from './bench/server-speed.ts';
import { measureChapterAgainstNginx, nginxGoal } from './bench/static-vs-nginx.ts';
import {
  describeIdle,
  describePeak,
  sampleTree,
  type TreeMemoryReport,
  type TreeSample,
  treeIdleBudgetMb,
  treePeakBudgetMb,
  watchTree,
} from './bench/tree-memory.ts';
import { benchExtras } from './bench-extras.ts';
import { formatServiceWorker, measureServiceWorker } from './js-budget.ts';
import { runScript } from './run-script.ts';

const loadSeconds = 5;
const loadConnections = 20;
const buildBudgetSeconds = 60;
const startBudgetSeconds = 3;
/** How long the server is left idle after the load before its memory is read. */
const idleBeforeRssMs = 3000;

interface Weight {
  bytes: number;
  gzip: number;
}

function fileForPath(root: string, url: string): string {
  const urlPath = url.split('?')[0] ?? url;
  const file = path.join(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
  return existsSync(file) ? file : path.join(root, '404.html');
}

/**
 * Every script a page runs on load (its module scripts and their static imports, and islands that
 * hydrate on load), and apart from them what islands hydrating on idle or when visible add.
 */
function firstLoadAssets(
  root: string,
  html: string,
): { js: Map<string, string>; deferredJs: Map<string, string>; css: Map<string, string> } {
  const js = new Map<string, string>();
  const deferredJs = new Map<string, string>();
  const css = new Map<string, string>();
  const readAsset = (url: string): string | null => {
    const file = path.join(root, url.split('?')[0] ?? url);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const crawl = (url: string, into: Map<string, string> = js): void => {
    if (js.has(url) || into.has(url)) return;
    const code = readAsset(url);
    if (code === null) return;
    into.set(url, code);
    for (const m of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g,
    )) {
      crawl(path.posix.resolve(path.posix.dirname(url), m[1]!), into);
    }
  };
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) crawl(m[1]!);
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    if (body.trim() && !/type="application\/ld\+json"/.test(m[0])) js.set(`inline#${js.size}`, body);
  }
  // Islands that hydrate on load count as first load; client:idle and client:visible ones come after
  // the page has loaded and are reported apart.
  const islands = [...html.matchAll(/<astro-island[^>]*>/g)].map((m) => ({
    tag: m[0],
    onLoad: ['load', 'only'].includes(/\bclient="([^"]+)"/.exec(m[0])?.[1] ?? 'load'),
  }));
  for (const island of [...islands.filter((i) => i.onLoad), ...islands.filter((i) => !i.onLoad)]) {
    for (const attr of island.tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g))
      crawl(attr[1]!, island.onLoad ? js : deferredJs);
  }
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const code = readAsset(m[1]!);
    if (code !== null) css.set(m[1]!, code);
  }
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    css.set(`inline#${css.size}`, m[1] ?? '');
  return { js, deferredJs, css };
}

function weigh(parts: Iterable<string>): Weight {
  let bytes = 0;
  let gzip = 0;
  for (const part of parts) {
    const buf = Buffer.from(part);
    bytes += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { bytes, gzip };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

function pageWeights(root: string): void {
  console.log('\n## First-load JavaScript and CSS per page kind\n');
  console.log(
    '| page kind | path | JS | JS gzip | CSS | CSS gzip | React | later: idle/visible islands gzip | React later |',
  );
  console.log('|---|---|---:|---:|---:|---:|:---:|---:|:---:|');
  const hasReact = (scripts: Map<string, string>): boolean =>
    [...scripts.values()].some((code) =>
      /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE/.test(code),
    );
  for (const { kind, path: urlPath } of pageKinds) {
    const html = readFileSync(fileForPath(root, urlPath), 'utf8');
    const { js, deferredJs, css } = firstLoadAssets(root, html);
    const jsWeight = weigh(js.values());
    const cssWeight = weigh(css.values());
    const later = weigh(deferredJs.values());
    console.log(
      `| ${kind} | ${urlPath} | ${kb(jsWeight.bytes)} | ${kb(jsWeight.gzip)} | ` +
        `${kb(cssWeight.bytes)} | ${kb(cssWeight.gzip)} | ` +
        `${hasReact(js) ? 'yes' : 'no'} | ${kb(later.gzip)} | ` +
        `${hasReact(deferredJs) ? 'yes' : 'no'} |`,
    );
  }
  const worker = measureServiceWorker(root, '/bible/kjv/john/3/');
  console.log(
    '\n## The service worker and its registration (goal: at most 10 KB gzip added to a content page)\n',
  );
  console.log(formatServiceWorker(worker));
  illustrationWeights(root);
}

/**
 * The illustrations each page kind shows: the files under /art/ it references (each counted once)
 * and the SVG drawn inline in its HTML, with gzip sizes (the budget: at most 6 KB gzip each).
 */
function illustrationWeights(root: string): void {
  console.log('\n## Illustrations per page kind\n');
  console.log('| page kind | path | art files | files gzip | largest file gzip | inline SVG gzip |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const { kind, path: urlPath } of pageKinds) {
    const html = readFileSync(fileForPath(root, urlPath), 'utf8');
    const files = new Set([...html.matchAll(/\/art\/[\w./-]+\.svg/g)].map((m) => m[0]));
    const weights = [...files].map((file) => weigh([readFileSync(path.join(root, file), 'utf8')]));
    const inline = weigh(html.match(/<svg[\s\S]*?<\/svg>/g) ?? []);
    const gzip = weights.reduce((sum, w) => sum + w.gzip, 0);
    const largest = Math.max(0, ...weights.map((w) => w.gzip));
    console.log(
      `| ${kind} | ${urlPath} | ${files.size} | ${kb(gzip)} | ${kb(largest)} | ${kb(inline.gzip)} |`,
    );
  }
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: loadConnections,
    duration: loadSeconds,
    headers: { 'accept-encoding': 'br' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await runScript(async (settings: Settings) => {
  await prepareDatabaseApart();

  console.log('# Benchmarks\n');
  // `npm run build -- --full`, as an owner runs it: timed and its whole tree's memory watched, then
  // made live and measured below. It reports the event loop's longest stalls (BUILD_REPORT_STALLS).
  const store = new BuildStore(dataPaths(settings).builds);
  const fillers = addBuildsToPrune(
    store.root,
    store.currentDir(),
    store.listBuilds().length,
    settings.keepBuilds,
  );
  const build = spawn('npm', ['run', 'build', '--', '--full'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: settings.dataDir, BUILD_REPORT_STALLS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const buildWatch = watchTree(build.pid ?? 0);
  let buildOutput = '';
  build.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buildOutput += chunk;
  });
  const exitCode = await new Promise<number | null>((resolve) => build.once('close', resolve));
  const buildMemory = buildWatch.stop();
  const logLines = buildOutput.split('\n');
  if (exitCode !== 0) throw new Error(`the build failed:\n${logLines.slice(-20).join('\n')}`);
  const liveAfter = logLines.map((l) => /^rebuild: \S+ live after (\d+) ms$/.exec(l)?.[1]).find(Boolean);
  const seconds = Number(liveAfter) / 1000;
  console.log(
    `Full build of all pages (npm run build -- --full): ${seconds.toFixed(1)} s (budget ` +
      `${buildBudgetSeconds} s: ${verdict(seconds < buildBudgetSeconds)})`,
  );
  const steps = logLines.find((l) => l.startsWith('rebuild: steps: '));
  if (steps) console.log(`Its steps: ${steps.replace('rebuild: steps: ', '')}`);
  console.log(
    describePeak('Memory during the full build (npm and all it starts)', buildMemory, treePeakBudgetMb),
  );
  const pruned =
    logLines.find((l) => l.includes(' removed '))?.replace('rebuild: ', '') ?? 'no old build removed';
  const stalls = /swap ([\d.]+) ms, whole ([\d.]+) ms, p99 ([\d.]+) ms/.exec(
    logLines.find((l) => l.startsWith('rebuild: event-loop stalls: ')) ?? '',
  );
  console.log(
    'Longest event-loop stall during the swap (moving the build into place, making ' +
      `it live, deleting old builds): ${stalls?.[1] ?? '?'} ms ` +
      `(${pruned}${fillers ? `, ${fillers} of them copies made for this measure` : ''})`,
  );
  console.log(
    `Longest event-loop stall during the whole rebuild: ${stalls?.[2] ?? '?'} ms (p99 ${stalls?.[3] ?? '?'} ms)`,
  );
  const live = store.currentDir();
  if (!live) throw new Error('No live build to serve.');
  pageWeights(live);

  const adminCookie = await benchAdminCookie(settings);
  const serverLogPath = path.join(settings.dataDir, 'bench-server.log');
  const serverLog = openSync(serverLogPath, 'w');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...npmStartNodeOptions(projectRoot), path.join(projectRoot, 'api/server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: settings.dataDir,
        // The build's own address (by default it names the port): a changed build-time setting
        // would make the save-to-live build render the Bible part again.
        SITE_URL: settings.siteUrl.href,
        ADMIN_EMAILS: [...settings.adminEmails, benchAdminEmail].join(','),
      },
      // Into a file, as fast as nowhere: through a pipe the server's request log backs up under
      // load and its memory grows with it.
      stdio: ['ignore', serverLog, 'ignore'],
    },
  );
  /** What each of the server's builds did (its steps, the Bible part reused or rendered) since `from`. */
  const buildLines = (from: number): string[] =>
    readFileSync(serverLogPath, 'utf8')
      .slice(from)
      .split('\n')
      .filter((l) => /rebuild: (steps|Bible part|requested|\d+ pages copied)/.test(l))
      .map((l) => l.replace(/^.*?rebuild: /, '').replace(/".*$/, ''));
  let nginxShare: number | null = null;
  let afterStart: TreeSample | null = null;
  let afterLoad: TreeSample | null = null;
  const saves: Array<{ label: string; seconds: number; memory: TreeMemoryReport | null }> = [];
  try {
    await waitForHealth(`${base}/api/health`);
    await new Promise((r) => setTimeout(r, idleBeforeRssMs));
    afterStart = server.pid ? sampleTree(server.pid) : null;
    if (afterStart) console.log(describeIdle(`\nThe server's tree idle after start`, afterStart));
    console.log(`\n## Load: ${loadConnections} connections for ${loadSeconds} s each on 127.0.0.1\n`);
    console.log('| target | requests/s | p99 latency | errors |');
    console.log('|---|---:|---:|---:|');
    const targets = ['/about/', '/api/health', ...benchExtras.loadTargets];
    for (const target of targets) {
      const r = await load(`${base}${target}`);
      console.log(`| ${target} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.errors} |`);
    }
    for (const extra of benchExtras.measures) await extra(base, settings);
    nginxShare = await measureChapterAgainstNginx(base, live, server.pid);
    await measurePageJs(base, pageKinds);
    await measureLighthouse(base, live);
    await new Promise((r) => setTimeout(r, idleBeforeRssMs));
    afterLoad = server.pid ? sampleTree(server.pid) : null;
    if (afterLoad)
      console.log(
        describeIdle(`\nThe server's tree after this load, idle ${idleBeforeRssMs / 1000} s`, afterLoad),
      );
    // The first save after the full build, then a later one on a quiet server.
    for (const label of ['first save after the full build', 'a later save']) {
      if (saves.length) await waitUntilQuiet(base, adminCookie);
      console.log(`\n(${label})`);
      const logged = statSync(serverLogPath).size;
      const save = await measureSaveToLive(base, settings, adminCookie, server.pid);
      if (save) saves.push({ label, seconds: save.seconds, memory: save.memory });
      console.log(`The server's builds meanwhile: ${buildLines(logged).join('; ') || 'none logged'}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    closeSync(serverLog);
  }

  console.log('\n## `npm start` with an existing build: time to the first 200 of /\n');
  console.log('| the existing build | first 200 after | SIGTERM to exit |');
  console.log('|---|---:|---:|');
  const upToDate = await timeStart(settings, {});
  console.log(`| up to date | ${upToDate.firstOkMs} ms | ${upToDate.stopMs} ms |`);
  const stale = await timeStart(settings, { SITE_NAME: `${settings.siteName} (bench)` });
  console.log(
    `| stale: a build-time setting changed (rebuilding in the background) | ${stale.firstOkMs} ` +
      `ms | ${stale.stopMs} ms |`,
  );
  const worst = Math.max(upToDate.firstOkMs, stale.firstOkMs) / 1000;
  console.log(`(budget ${startBudgetSeconds} s: ${verdict(worst < startBudgetSeconds)})`);

  const speed = await measureServerSpeed();
  await measureDatabases();

  console.log('\n## Goals, as ratios of this run\n');
  console.log('| measure | this run | goal | |');
  console.log('|---|---:|---:|:---:|');
  const sessionShare = speed.share;
  console.log(
    `| session route / hello-world Hono | ${sessionShare.toFixed(2)} | >= ${sessionGoal} | ` +
      `${verdict(sessionShare >= sessionGoal)} |`,
  );
  console.log(
    nginxShare === null
      ? `| chapter page / nginx gzip_static | skipped (no nginx) | >= ${nginxGoal} | |`
      : `| chapter page / nginx gzip_static | ${nginxShare.toFixed(2)} | >= ${nginxGoal} | ` +
          `${verdict(nginxShare >= nginxGoal)} |`,
  );
  const idleRow = (label: string, sample: TreeSample | null): string => {
    if (!sample) return `| ${label} | unknown | <= ${treeIdleBudgetMb} MB | |`;
    const mb = sample.pssMb ?? sample.rssMb;
    return (
      `| ${label} | ${mb.toFixed(0)} MB PSS (${sample.rssMb.toFixed(0)} RSS) | <= ${treeIdleBudgetMb} MB | ` +
      `${verdict(mb <= treeIdleBudgetMb)} |`
    );
  };
  const peakRow = (label: string, report: TreeMemoryReport | null): string => {
    if (!report) return `| ${label} | unknown | <= ${treePeakBudgetMb} MB | |`;
    const mb = report.peakPssMb ?? report.peakRssMb;
    return (
      `| ${label} | ${mb.toFixed(0)} MB PSS (${report.peakRssMb.toFixed(0)} RSS) | <= ${treePeakBudgetMb} MB | ` +
      `${verdict(mb <= treePeakBudgetMb)} |`
    );
  };
  console.log(idleRow('whole tree idle after start', afterStart));
  console.log(idleRow('whole tree idle after load', afterLoad));
  console.log(peakRow('whole tree peak, full build', buildMemory));
  for (const save of saves) {
    console.log(peakRow(`whole tree peak, ${save.label}`, save.memory));
    console.log(
      `| save to live, ${save.label} | ${save.seconds.toFixed(1)} s | < ${saveToLiveGoalSeconds} s | ` +
        `${verdict(save.seconds < saveToLiveGoalSeconds)} |`,
    );
  }
});

/**
 * So that the measured rebuild really deletes an old build (the work that must not stall the
 * server), copies of the live build are added as the oldest builds when fewer than KEEP_BUILDS exist.
 */
function addBuildsToPrune(root: string, liveDir: string | null, count: number, keep: number): number {
  if (!liveDir) return 0;
  const needed = Math.max(0, keep - count);
  for (let i = 0; i < needed; i++) {
    const id = `b-00000000-000000-000-bench${i}`;
    cpSync(liveDir, path.join(root, id), { recursive: true });
    const info = JSON.parse(readFileSync(path.join(liveDir, 'build-info.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(path.join(root, id, 'build-info.json'), JSON.stringify({ ...info, id }));
  }
  return needed;
}

/** Runs `npm start`, times the first 200 of /, then stops it with SIGTERM and times the exit. */
async function timeStart(
  settings: Settings,
  env: Record<string, string>,
): Promise<{ firstOkMs: number; stopMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      SITE_URL: settings.siteUrl.href,
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('npm start did not answer within 2 minutes');
      await new Promise((r) => setTimeout(r, 25));
    }
    const firstOkMs = Math.round(performance.now() - started);
    const stopping = performance.now();
    process.kill(child.pid!, 'SIGTERM');
    await exited;
    return { firstOkMs, stopMs: Math.round(performance.now() - stopping) };
  } finally {
    // npm and the server share the group started here; nothing of it may outlive the bench.
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
