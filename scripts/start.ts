/**
 * `npm start`: migrate, seed an empty database, import the Bible when absent, build the site when
 * no build exists or the code is newer than it, then serve on PORT.
 */
import { consoleLogger } from '../api/log.ts';
import { buildFingerprint, createSiteRebuilder, isBuildStale } from '../api/rebuild/site-rebuilder.ts';
import { startServer } from '../api/server.ts';
import { dataPaths } from '../api/settings.ts';
import { openDatabase } from '../db/connection.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { runScript } from './run-script.ts';

await runScript(async (settings) => {
  const log = consoleLogger;
  const handle = openDatabase(dataPaths(settings).database);
  const prepared = await prepareDatabase(handle);
  if (prepared.migrations.length) log.info(`database: applied ${prepared.migrations.join(', ')}`);
  if (prepared.seeds.length) log.info(`database: seeded ${prepared.seeds.join(', ')}`);
  if (prepared.bible.imported.length) log.info(`database: imported the Bible (${prepared.bible.imported.join(', ')})`);

  const { rebuilder, store } = createSiteRebuilder(settings, (m) => log.info(m));
  if (isBuildStale(store, buildFingerprint(settings))) {
    log.info('building the site (this takes about a minute on a small server)...');
    const record = await rebuilder.rebuildNow('start: no build, or the code changed');
    if (!record.ok && !store.currentDir()) throw new Error(`The first build failed:\n${record.error}`);
    if (!record.ok) log.warn('the build failed; serving the previous build', { error: record.error });
  }
  await startServer({ settings, handle, rebuilder, buildStore: store, log });
});
