/**
 * A real app server process for the cluster test (tests/api/cluster.test.ts): what `api/server.ts`
 * runs, on a database the test has migrated, with a fake site build instead of Astro's minute. The
 * build writes a page naming the build and this server (SERVER_NAME), a hashed asset, and appends
 * one line to DATA_DIR/builds-run.log, so the test counts the builds of every process. With
 * FAKE_BUILD_HOLD=true, a build runs until the test writes DATA_DIR/builds-release (or it is
 * stopped), so a test holds a build for exactly as long as it needs, with no guess at a duration.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleLogger } from '../../api/log.ts';
import type { AstroBuildResult } from '../../api/rebuild/astro-build.ts';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { databaseCoordinator } from '../../api/rebuild/cluster.ts';
import { createRebuilder } from '../../api/rebuild/rebuilder.ts';
import { startServer } from '../../api/server.ts';
import { dataPaths, loadSettings } from '../../config/settings.ts';
import { openConfiguredDatabase } from '../../db/connection.ts';

const name = process.env.SERVER_NAME ?? 'server';
const settings = loadSettings();
const handle = openConfiguredDatabase(settings);
const runLog = path.join(settings.dataDir, 'builds-run.log');
const hold = process.env.FAKE_BUILD_HOLD === 'true';
const releaseFile = path.join(settings.dataDir, 'builds-release');
const releasePollMs = 20;

/** Resolves once the test has released the builds (DATA_DIR/builds-release) or the build is stopped. */
function released(signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = (): void => {
      if (signal.aborted || existsSync(releaseFile)) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, releasePollMs);
    signal.addEventListener('abort', check);
    check();
  });
}

async function fakeBuild(outDir: string, signal: AbortSignal): Promise<AstroBuildResult> {
  appendFileSync(runLog, `${name}\n`);
  const n = readFileSync(runLog, 'utf8').trim().split('\n').length;
  if (hold) await released(signal);
  if (signal.aborted) return { ok: false, outputTail: 'stopped' };
  mkdirSync(path.join(outDir, '_astro'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), `<p>build ${n} by ${name}</p>`);
  writeFileSync(path.join(outDir, '_astro', `app.${n}.js`), `console.log(${n});`);
  return { ok: true, outputTail: '' };
}

const store = new BuildStore(dataPaths(settings).builds);
const rebuilder = createRebuilder({
  store,
  build: fakeBuild,
  debounceMs: settings.rebuildDebounceMs,
  keepBuilds: settings.keepBuilds,
  fingerprint: 'test',
  coordinator: databaseCoordinator(handle.db),
  log: (m) => consoleLogger.info(m),
});
await startServer({ settings, handle, rebuilder, buildStore: store });
