/**
 * `npm start`: migrate, seed an empty database, import the Bible when absent, then serve on PORT.
 * The site is never dark: with a build in place the server answers at once, and a needed rebuild
 * (new code or a changed build-time setting) runs in the background and goes live when ready. Only
 * the very first start, with nothing built yet, waits for a build.
 */
import { loggerFor } from '../api/log.ts';
import { buildFingerprint, createSiteRebuilder, staleReason } from '../api/rebuild/site-rebuilder.ts';
import { exitOnStopSignals, type RunningServer, startServer } from '../api/server.ts';
import { openConfiguredDatabase } from '../db/connection.ts';
import { prepareDatabaseApart } from '../db/prepare-apart.ts';
import { runScript, ScriptError } from './run-script.ts';

await runScript(async (settings) => {
  const log = loggerFor(settings);
  const handle = openConfiguredDatabase(settings);
  const { rebuilder, store } = createSiteRebuilder(settings, handle.db, (m) => log.info(m), undefined, {
    standby: settings.buildStandby,
    serving: true,
  });
  // From here on a stop signal also ends a first build's process, and later the server.
  let running: RunningServer | null = null;
  let stopping = false;
  exitOnStopSignals(async () => {
    stopping = true;
    if (running) return running.close();
    await rebuilder.stop();
    await handle.close();
  }, log);

  // In a process of its own, so that the server never holds the seeds and the Bible importer.
  const prepared = await prepareDatabaseApart();
  if (prepared.migrations.length) log.info(`database: applied ${prepared.migrations.join(', ')}`);
  if (prepared.seeds.length) log.info(`database: seeded ${prepared.seeds.join(', ')}`);
  if (prepared.bible.imported.length)
    log.info(`database: imported the Bible (${prepared.bible.imported.join(', ')})`);

  const stale = staleReason(store, buildFingerprint(settings));
  const hadBuild = store.currentDir() !== null;
  if (!hadBuild) {
    log.info('building the site for the first time (about a minute on a small server)...');
    const record = await rebuilder.rebuildNow('start: nothing built yet');
    // Stopped during the first build: the signal handler exits.
    if (stopping) return new Promise<never>(() => {});
    if (!record.ok) throw new ScriptError(`The first build failed:\n${record.error}`);
  }
  running = await startServer({
    settings,
    handle,
    rebuilder,
    buildStore: store,
    log,
    handleSignals: false,
  }).catch(async (error: unknown) => {
    // The port cannot be used (its one-line message is printed): nothing is left running.
    await rebuilder.stop();
    await handle.close();
    throw error;
  });
  if (hadBuild && stale) {
    // The live build keeps being served meanwhile; the new one replaces it when it is ready.
    log.info(`rebuilding in the background (${stale}); the current build is served meanwhile`);
    rebuilder.requestRebuild(`start: ${stale}`);
  }
});
