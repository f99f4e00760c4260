import { type ChildProcess, spawn } from 'node:child_process';
import { promises as fs, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import path from 'node:path';
import { biblePartReusedEnv } from '../../src/lib/bible/part.ts';
import { readManifest } from '../static/precompress.ts';
import { precompressInProcess } from '../static/precompress-process.ts';
import { findBiblePart, type KeptBiblePart, keepBiblePart, linkBiblePart, moveInto } from './bible-part.ts';
import { removeTree } from './remove-tree.ts';
import { type ServiceWorkerCache, writeServiceWorker } from './service-worker.ts';

export interface AstroBuildResult {
  ok: boolean;
  /** The last lines of the build's output: what an admin needs to see when it fails. */
  outputTail: string;
  /** Pages copied from the build cache instead of rendered (the Bible part when nothing it shows changed). */
  reusedPages?: number;
  /**
   * The Bible part: `reused` (linked from the build cache, Astro rendered none of it), `kept` (rendered
   * and kept for the next builds of this code version), or why keeping it failed.
   */
  biblePart?: 'reused' | 'kept' | `not kept: ${string}`;
  /** The build ran in the standby process (startBuildStandby) rather than a fresh `astro build`. */
  standby?: boolean;
  /** The standby had synced the content collections ahead, and the build skipped that step. */
  presynced?: boolean;
  /** The build finished but its process did not end by itself: it was ended (exitAfterCompleteMs). */
  endedAfterComplete?: boolean;
  /** How long each step took, in ms (astro, bible part, check, compress, move, keep), for the log. */
  steps?: Record<string, number>;
}

export interface AstroBuildOptions {
  env?: NodeJS.ProcessEnv;
  /** Aborting ends the build's whole process group (Astro and the tools it started). */
  signal?: AbortSignal;
  /** Told the build process's id once it runs. */
  onStart?: (pid: number) => void;
  /** Told when the build process has ended. */
  onEnd?: () => void;
  /**
   * Where pages are kept between builds (Astro's cache directory, DATA_DIR/build-cache): the Bible
   * pages are copied from there while their code, data and baked-in settings are unchanged.
   */
  cacheDir?: string;
  /** Renders every page again, ignoring what the cache holds (and refills it). */
  full?: boolean;
  /**
   * The code version of the Bible part (bible-part.ts `biblePartKey`): with a part of this key in
   * `cacheDir`, the build renders none of the Bible and links the kept part in instead.
   */
  biblePartKey?: string;
  /** The build's command in place of `astro build` (its script and arguments; for tests). */
  command?: readonly string[];
  /** In place of exitAfterCompleteMs (for tests). */
  exitAfterCompleteMs?: number;
  /**
   * Runs the build in the standby process when one is ready (see startBuildStandby): the same build
   * without the seconds of loading Astro and the bundler. Without one, `astro build` runs as usual.
   */
  standby?: boolean;
}

const require = createRequire(import.meta.url);
const maxTailLines = 40;
/** How long an aborted build may take to end after SIGTERM before it is killed. */
const killGraceMs = 3_000;
/** Astro's last line of a build that finished: everything is written. */
const completeLine = /\[build\].*Complete!/;
/**
 * How long a build process may take to end once it printed its last line. Now and then a build that
 * finished keeps its process (the bundler's native threads idle, waiting on a lock, for good): it is
 * ended then, and the build counts as finished, so that an admin's save still goes live and the
 * builds after it still run.
 */
export const exitAfterCompleteMs = 10_000;
/** A staging directory this old is a leftover of a build whose process died. */
const staleStagingMs = 24 * 60 * 60_000;
/**
 * Memory of the build process (README, "Requirements"): most of it is not JavaScript objects but
 * V8's heap headroom and the memory native code keeps. Measured on a full build with four Bible
 * versions in two languages (`npm run bench`'s tree sampler, scripts/bench/tree-memory.ts): 640 MB
 * with a 384 MB heap cap and freed memory only marked free; 470 to 535 MB PSS with the first three
 * options below, 440 to 450 MB with all, for the same files and in the same time:
 * - the JavaScript heap capped at 192 MB (the build uses 110 to 150 MB of it: the Bible text is
 *   held one version at a time, src/build/bible-text.ts) and a 2 MB young generation, as `npm start`;
 * - the bundler's allocator (mimalloc, in Rolldown) gives freed memory back to the system at once
 *   (`PURGE_DECOMMITS`: by default it only marks it free, which Linux still counts as resident
 *   until it runs short) and commits its arenas as it uses them, not ahead;
 * - when it renders the Bible part (a full build, the first after new code), V8 told to favour
 *   size over speed (`--optimize-for-size`: smaller compiled code and heap growth steps; 30 to
 *   55 MB there, 20 MB on an admin's save, which it would make 1.5 s slower, so a save goes without);
 * - glibc's allocator, which holds the memory of parsing and compiling (V8's zones) and of the
 *   native parts' threads: two arenas instead of one per thread, blocks of 64 KB and more mapped on
 *   their own so that freeing them gives them back, and the top of the heap trimmed past 128 KB
 *   (25 to 35 MB).
 */
const buildHeapMb = 192;
const buildNodeOptions = [`--max-old-space-size=${buildHeapMb}`, '--max-semi-space-size=2'];
/** The Node options of a build with this environment (one that renders the Bible part is the largest). */
const nodeOptionsFor = (env: NodeJS.ProcessEnv): string[] =>
  env[biblePartReusedEnv] === '1' ? buildNodeOptions : [...buildNodeOptions, '--optimize-for-size'];
const buildEnv = {
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_PURGE_DECOMMITS: '1',
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
/** Astro's record of the pages it keeps in its cache directory (see dropCacheRecord). */
const cacheRecordFile = 'incremental-build.json';

/** How long a standby may take to confirm it started the build before `astro build` runs instead. */
const standbyAckMs = 10_000;
const standbyScript = path.join(import.meta.dirname, 'astro-standby.ts');
/** What the standby prints when its build skips the content sync it made ahead. */
export const standbyPresyncedLine = 'standby: content synced ahead';

/** The project root (where astro.config.mjs is), whatever the working directory. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where Astro writes a build before it is moved into DATA_DIR/builds. It must be inside the project:
 * Astro writes its intermediate server bundle (`.prerender/` chunks that import packages such as
 * `@oslojs/encoding`) into the output directory whenever that directory's path merely starts with
 * the project's path, and Node resolves those imports from the chunk's real location. A data folder
 * beside the project (`/srv/bitesize-data` next to `/srv/bitesize`) or one reached through a symlink
 * then has no `node_modules` above it and the build fails. Inside the project it always has.
 */
export const stagingRoot = path.join(projectRoot, '.build-staging');

/** The environment of a build process (the build's own settings on top of the server's). */
function processEnv(env: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...buildEnv, ...env, ...extra, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
}

let standby: ChildProcess | null = null;

const alive = (child: ChildProcess): boolean =>
  child.exitCode === null && child.signalCode === null && child.connected;

/** Ends a process and whatever it started (a build runs in its own process group). */
function killGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, sig);
  } catch {
    // already gone
  }
}

/**
 * Starts the standby build process (astro-standby.ts) unless one is waiting: it loads Astro and the
 * bundler now, so that the next build (`standby: true`) skips that. `env`: the next build's
 * environment as far as it is known ahead (the data folder, the build cache), with which the
 * standby also syncs the content collections ahead. It holds about 200 MB while it
 * waits, does not keep this process running, and ends when this process does.
 */
export function startBuildStandby(env: NodeJS.ProcessEnv = process.env): void {
  if (standby && alive(standby)) return;
  const child = spawn(process.execPath, [...buildNodeOptions, standbyScript], {
    cwd: projectRoot,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  child.on('error', () => {});
  child.once('exit', () => {
    if (standby === child) standby = null;
  });
  child.unref();
  child.channel?.unref();
  // Piped output is a socket each, which would keep this process running too.
  for (const pipe of [child.stdout, child.stderr]) (pipe as Socket | null)?.unref();
  standby = child;
}

/** The waiting standby's process id, if one waits (for tests). */
export function buildStandbyPid(): number | null {
  return standby && alive(standby) ? (standby.pid ?? null) : null;
}

/** Ends the waiting standby, if any (server shutdown, tests). */
export function stopBuildStandby(): void {
  const child = standby;
  standby = null;
  if (child && child.exitCode === null) killGroup(child, 'SIGKILL');
}

/**
 * The waiting standby, told to build with `env`; null when there is none or it does not confirm
 * (it died or hangs: it is ended, and the caller runs `astro build` instead).
 */
async function claimStandby(env: NodeJS.ProcessEnv, force: boolean): Promise<ChildProcess | null> {
  const child = standby;
  standby = null;
  if (!child) return null;
  if (!alive(child)) {
    killGroup(child, 'SIGKILL');
    return null;
  }
  child.ref();
  for (const pipe of [child.stdout, child.stderr]) (pipe as Socket | null)?.ref();
  const started = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), standbyAckMs);
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      resolve(ok);
    };
    child.once('message', () => done(true));
    child.once('exit', () => done(false));
    try {
      child.send({ env, force }, (error) => {
        if (error) done(false);
      });
    } catch {
      done(false);
    }
  });
  if (started) return child;
  killGroup(child, 'SIGKILL');
  return null;
}

/**
 * Runs `astro build` in a child process (same Node binary) writing into `outDir`, or the same build
 * in the waiting standby process (`standby: true`). Settings reach the build through the environment.
 */
export async function runAstroBuild(
  outDir: string,
  options: AstroBuildOptions = {},
): Promise<AstroBuildResult> {
  const { env = process.env, signal, onStart, onEnd, cacheDir, full = false } = options;
  if (signal?.aborted) return { ok: false, outputTail: 'The build was stopped.' };
  const childEnv = processEnv(env, {
    ...(cacheDir ? { ASTRO_CACHE_DIR: cacheDir } : {}),
    ASTRO_OUT_DIR: outDir,
  });
  const ready = options.standby ? await claimStandby(childEnv, full) : null;
  const astroBin = path.join(
    path.dirname(require.resolve('astro/package.json', { paths: [projectRoot] })),
    'bin/astro.mjs',
  );
  return new Promise((resolve) => {
    const args = [
      ...nodeOptionsFor(childEnv),
      ...(options.command ?? [astroBin, 'build', ...(full ? ['--force'] : [])]),
    ];
    const child =
      ready ??
      spawn(process.execPath, args, {
        cwd: projectRoot,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so stopping it also stops what it started (esbuild's service).
        detached: true,
      });
    if (!child.stdout || !child.stderr) throw new Error('the build process has no output');
    const lines: string[] = [];
    let reusedPages = 0;
    let presynced = false;
    let exitTimer: NodeJS.Timeout | null = null;
    let endedAfterComplete = false;
    const exitGraceMs = options.exitAfterCompleteMs ?? exitAfterCompleteMs;
    const keeper = () => {
      let partial = '';
      return (chunk: Buffer): void => {
        const text = partial + chunk.toString('utf8');
        const complete = text.split('\n');
        partial = complete.pop() ?? '';
        // Astro marks the line of a page it copied from its cache "(restored)" or "(cached)".
        for (const line of complete) {
          if (/\((?:restored|cached)\)/.test(line)) reusedPages += 1;
          if (line === standbyPresyncedLine) presynced = true;
          if (!exitTimer && completeLine.test(line)) {
            exitTimer = setTimeout(() => {
              endedAfterComplete = true;
              killGroup(child, 'SIGKILL');
            }, exitGraceMs);
          }
        }
        lines.push(...complete.filter((l) => l.trim() !== ''));
        if (lines.length > maxTailLines) lines.splice(0, lines.length - maxTailLines);
      };
    };
    child.stdout.on('data', keeper());
    child.stderr.on('data', keeper());
    let killTimer: NodeJS.Timeout | null = null;
    const onAbort = (): void => {
      killGroup(child, 'SIGTERM');
      killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), killGraceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // Stopped while the standby was being told to build.
    if (signal?.aborted) onAbort();
    if (child.pid) onStart?.(child.pid);
    child.on('error', (error) => resolve({ ok: false, outputTail: error.message }));
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      if (exitTimer) clearTimeout(exitTimer);
      // Whatever the build left running in its group ends with it.
      killGroup(child, 'SIGKILL');
      onEnd?.();
      const finished = code === 0 || (endedAfterComplete && !signal?.aborted);
      if (endedAfterComplete)
        lines.push(
          `(the build had finished but its process did not end: ended after ${exitGraceMs / 1000} s)`,
        );
      const tail = lines.join('\n');
      if (signal?.aborted || !finished) dropCacheRecord(cacheDir);
      if (signal?.aborted)
        return resolve({ ok: false, outputTail: `${tail}\n(the build was stopped)`.trim() });
      resolve({
        ok: finished,
        outputTail: finished ? tail : `${tail}\n(build exited with ${sig ?? `code ${code}`})`.trim(),
        reusedPages,
        standby: ready !== null,
        presynced,
        ...(endedAfterComplete ? { endedAfterComplete } : {}),
      });
    });
  });
}

/**
 * After a build that did not finish: Astro writes the pages it renders into its cache as it goes
 * but its record of them (which data and code each cached page was made from) only at the end, so
 * the old record may no longer describe the cached files. Without a record the next build renders
 * every page again and records them afresh.
 */
function dropCacheRecord(cacheDir: string | undefined): void {
  if (!cacheDir) return;
  try {
    rmSync(path.join(cacheDir, cacheRecordFile), { force: true });
  } catch {
    // unreadable cache folder: the next build reports it
  }
}

/** Moves a finished directory to `to`: a rename, or a copy when `to` is on another file system. */
async function moveDir(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.cp(from, to, { recursive: true, verbatimSymlinks: true });
    await removeTree(from);
  }
}

/** Removes staging directories left behind by builds whose process died long ago. */
async function removeStaleStaging(): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(stagingRoot);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    const dir = path.join(stagingRoot, name);
    try {
      if (now - (await fs.stat(dir)).mtimeMs > staleStagingMs) await removeTree(dir);
    } catch {
      // another process removed it
    }
  }
}

/** Files every finished site has: the home page, the 404 page, the sitemap and the Bible part. */
const requiredFiles = [
  'index.html',
  '404.html',
  'sitemap-index.xml',
  'bible/index.html',
  'bible/kjv/genesis/1/index.html',
  'bible/asv/revelation/22/index.html',
  'bible/web/john/3/index.html',
  'es/bible/rv1909/john/3/index.html',
  'bible-data/en-kjv/books.json',
  'bible-data/en-asv/books/revelation/chapters/22.json',
  'bible-data/en-web/books/john/chapters/3.json',
  'bible-data/es-rv1909/books/john/chapters/3.json',
];
/** Pages copied from the build cache whose stylesheets and scripts must be in the new build. */
const cachedSamples = ['bible/kjv/genesis/1/index.html', 'bible/asv/psalms/index.html'];

/** A finished site that is not whole: a file is missing, or a page refers to an asset it lacks. */
export class IncompleteBuildError extends Error {
  override name = 'IncompleteBuildError';
}

/**
 * The last step of every build, on the finished site while it is still in its staging directory:
 * checks that it is whole (rendered pages and pages copied from the build cache alike: a copied
 * page must refer to this build's stylesheets and scripts). Steps that work on a finished site
 * before it goes live belong here, after the check.
 */
export async function finishBuildDir(dir: string, keepWorker?: ServiceWorkerCache): Promise<void> {
  for (const file of requiredFiles) {
    try {
      await fs.access(path.join(dir, file));
    } catch {
      throw new IncompleteBuildError(`The build is incomplete: ${file} is missing.`);
    }
  }
  for (const page of cachedSamples) {
    let html: string;
    try {
      html = await fs.readFile(path.join(dir, page), 'utf8');
    } catch {
      continue;
    }
    for (const [asset] of html.matchAll(/\/_astro\/[\w.-]+/g)) {
      try {
        await fs.access(path.join(dir, asset));
      } catch {
        throw new IncompleteBuildError(
          `The build is incomplete: ${page} refers to ${asset}, which is missing.`,
        );
      }
    }
  }
  // The service worker and its precache list (the app shell with this build's assets).
  await writeServiceWorker(dir, keepWorker);
}

/**
 * Builds the site for `outDir` wherever it is: Astro builds into a staging directory inside the
 * project, the finished site is checked (finishBuildDir), and only then moved to `outDir` (a rename
 * on the same disk).
 */
export async function buildSite(
  outDir: string,
  options: AstroBuildOptions = {},
  run: typeof runAstroBuild = runAstroBuild,
  finish: (dir: string, keepWorker?: ServiceWorkerCache) => Promise<void> = finishBuildDir,
): Promise<AstroBuildResult> {
  const steps: Record<string, number> = {};
  let stepStart = performance.now();
  const step = (name: string): void => {
    const now = performance.now();
    steps[name] = Math.round((steps[name] ?? 0) + now - stepStart);
    stepStart = now;
  };
  await removeStaleStaging();
  const staging = path.join(stagingRoot, path.basename(outDir));
  await removeTree(staging);
  const { cacheDir, biblePartKey: key } = options;
  const keepWorker =
    cacheDir && key ? { dir: path.join(cacheDir, 'service-worker'), codeKey: key } : undefined;
  let part: KeptBiblePart | null =
    !options.full && cacheDir && key ? await findBiblePart(cacheDir, key) : null;
  /** The folders of the staging directory that hold only the kept part's files (moved in whole). */
  let partDirs: string[] = [];
  step('prepare');
  /**
   * One Astro build, with the kept Bible part linked in when there is one: linked into a tree beside
   * the staging directory while Astro builds (Astro writes none of its files), then moved in with
   * one rename per folder Astro did not write.
   */
  const runOnce = async (runOptions: AstroBuildOptions): Promise<AstroBuildResult> => {
    const env = { ...(runOptions.env ?? process.env), [biblePartReusedEnv]: part ? '1' : '' };
    const linkedDir = `${staging}.bible-part`;
    const kept = part;
    const linking = kept ? removeTree(linkedDir).then(() => linkBiblePart(kept, linkedDir)) : null;
    // Settled before anything else happens to the tree (failures are read below).
    const linked = linking?.then(
      (count) => ({ count, error: null }),
      (error: unknown) => ({ count: 0, error }),
    );
    try {
      const result = await run(staging, {
        ...runOptions,
        env,
        // From here on the build process runs (the standby told to build, or `astro build` started).
        onStart: (pid) => {
          step('start');
          runOptions.onStart?.(pid);
        },
      });
      step('astro');
      if (!linked) return result;
      const { count, error } = await linked;
      if (!result.ok) return result;
      if (error) throw error;
      partDirs = await moveInto(linkedDir, staging);
      step('bible part');
      return { ...result, reusedPages: count, biblePart: 'reused' };
    } finally {
      if (linked) {
        await linked;
        await removeTree(linkedDir);
      }
    }
  };
  try {
    let result = await runOnce(options);
    if (!result.ok) return result;
    try {
      await finish(staging, keepWorker);
    } catch (error) {
      // Pages copied from the cache that do not fit this build: render everything once more.
      if (!(error instanceof IncompleteBuildError) || options.full) throw error;
      await removeTree(staging);
      part = null;
      partDirs = [];
      result = await runOnce({ ...options, full: true });
      if (!result.ok) return result;
      await finish(staging, keepWorker);
    }
    step('check');
    // The server's compressed variants and content hashes (unchanged files reuse the live build's,
    // the kept Bible part comes with its own), in a process whose memory ends with it.
    await precompressInProcess(staging, {
      previousDir: path.join(path.dirname(outDir), 'current'),
      signal: options.signal,
      prepared: part?.facts,
      preparedDirs: partDirs,
    });
    step('compress');
    await moveDir(staging, outDir);
    step('move');
    if (!part && cacheDir && key) {
      // The Bible was rendered: kept for the next builds of this code version.
      try {
        const manifest = await readManifest(outDir);
        if (!manifest) throw new Error('the build has no static manifest');
        await keepBiblePart(outDir, manifest.files, cacheDir, key);
        result = { ...result, biblePart: 'kept' };
      } catch (error) {
        result = { ...result, biblePart: `not kept: ${(error as Error).message}` };
      }
      step('keep');
    }
    return { ...result, steps };
  } finally {
    // Left only when the build failed or was stopped (a finished one has been moved).
    await removeTree(staging);
  }
}
