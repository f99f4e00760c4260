import { createHash } from 'node:crypto';
import { readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { bakedSettings, dataPaths, type Settings } from '../../config/settings.ts';
import type { AppDatabase } from '../../db/connection.ts';
import { buildSite, projectRoot, startBuildStandby, stopBuildStandby } from './astro-build.ts';
import { biblePartKey, siteSourcePaths } from './bible-part.ts';
import { BuildStore } from './build-store.ts';
import { databaseCoordinator } from './cluster.ts';
import { createRebuilder, type Rebuilder } from './rebuilder.ts';

/**
 * A hash of every setting that pages bake in at build time: a change to one of them makes the
 * live build stale just as a code change does.
 */
export function buildFingerprint(settings: Settings): string {
  return createHash('sha256')
    .update(JSON.stringify(bakedSettings(settings)))
    .digest('hex')
    .slice(0, 16);
}

export interface SiteRebuilderOptions {
  /**
   * Every build renders every page (`npm run build -- --full`), instead of copying the Bible pages
   * from the build cache when nothing they show has changed.
   */
  full?: boolean;
  /**
   * A long-running server: builds run in a build process started ahead of time (BUILD_STANDBY; see
   * astro-build.ts startBuildStandby), started now and again after each build.
   */
  standby?: boolean;
  /**
   * A long-running server: the Bible part's key is hashed a few seconds after start, while idle,
   * so that the first admin save only checks the code files' stat (0.1 s, not 1 s).
   */
  serving?: boolean;
}

/** How long after a server's start its rebuilder hashes the Bible part's key ahead. */
const warmKeyAfterStartMs = 5_000;

/**
 * The rebuilder for this install: builds with Astro into DATA_DIR/builds, keeping the Bible pages
 * in DATA_DIR/build-cache for the next build. `onBuilt` is told when Astro has finished, just
 * before the new build is moved into place and made live (the bench measures the swap from there).
 */
export function createSiteRebuilder(
  settings: Settings,
  db: AppDatabase,
  log: (m: string) => void,
  onBuilt?: () => void,
  options: SiteRebuilderOptions = {},
): { rebuilder: Rebuilder; store: BuildStore } {
  const paths = dataPaths(settings);
  const store = new BuildStore(paths.builds);
  const partKey = (): Promise<string> => biblePartKey(projectRoot, bakedSettings(settings));
  /** The next build's Bible part key, hashed while nothing is asked for (it then only checks the stat). */
  const warmKey = (): void => void partKey().catch(() => {});
  const buildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, DATA_DIR: settings.dataDir });
  /** The next build's process, loaded (and its content synced) while nothing is asked for. */
  const standbyNext = (): void => {
    startBuildStandby({ ...buildEnv(), ASTRO_CACHE_DIR: paths.buildCache });
    warmKey();
  };
  const rebuilder = createRebuilder({
    store,
    build: async (outDir, signal) => {
      const keyStarted = performance.now();
      // Checked at every build: new code on disk is a new version of the Bible part.
      const key = await partKey();
      const keyMs = Math.round(performance.now() - keyStarted);
      const result = await buildSite(outDir, {
        biblePartKey: key,
        env: buildEnv(),
        signal,
        onStart: (pid) => log(`rebuild: astro build runs as process ${pid}`),
        onEnd: onBuilt,
        cacheDir: paths.buildCache,
        full: options.full ?? false,
        standby: options.standby ?? false,
      });
      if (options.standby && !signal.aborted) standbyNext();
      if (result.ok) {
        log(`rebuild: ${result.reusedPages ?? 0} pages copied from the build cache`);
        if (result.biblePart) log(`rebuild: Bible part ${result.biblePart}`);
        if (result.standby) log('rebuild: built in the standby process');
        if (result.presynced) log('rebuild: content synced ahead in the standby');
        if (result.endedAfterComplete)
          log('rebuild: the build process did not end after it finished; it was ended');
        const steps = Object.entries({ key: keyMs, ...result.steps }).map(([name, ms]) => `${name} ${ms} ms`);
        if (steps.length) log(`rebuild: steps: ${steps.join(', ')}`);
      }
      return result;
    },
    debounceMs: settings.rebuildDebounceMs,
    keepBuilds: settings.keepBuilds,
    fingerprint: buildFingerprint(settings),
    log,
    coordinator: databaseCoordinator(db),
    onStopped: options.standby ? stopBuildStandby : undefined,
  });
  if (options.standby) standbyNext();
  else if (options.serving) setTimeout(warmKey, warmKeyAfterStartMs).unref();
  return { rebuilder, store };
}

function newestMtimeMs(target: string): number {
  let stat: Stats;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

/**
 * Why the site needs a build before or while serving, or null when it is up to date: no build at
 * all, or the code or the build-time settings changed since the newest build. The newest build
 * counts, not the live one: after a rollback the older live build stays until something new is
 * built (an admin change, the daily rebuild, `npm run rebuild`, new code or settings).
 */
export function staleReason(
  store: BuildStore,
  fingerprint: string,
  root: string = projectRoot,
): string | null {
  const info = store.newestInfo();
  if (!info) return 'no build yet';
  if (info.fingerprint !== fingerprint) return 'a build-time setting changed';
  const codeMs = Math.max(...siteSourcePaths.map((p) => newestMtimeMs(path.join(root, p))));
  return codeMs > Date.parse(info.startedAt) ? 'the code changed' : null;
}

/**
 * For command-line builds (`npm run rebuild`, the bench): the build runs in its own process group,
 * so Ctrl-C or SIGTERM no longer reaches it directly; this stops it (and removes its unfinished
 * directory) before the command exits.
 */
export function stopBuildOnSignals(rebuilder: Pick<Rebuilder, 'stop'>): void {
  const codes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the build`);
      void rebuilder.stop().finally(() => process.exit(codes[signal]));
    });
  }
}
