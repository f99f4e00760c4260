/**
 * `npm run build` / `npm run rebuild`: prepares the database (migrations, seeds, Bible), builds
 * the site into a fresh DATA_DIR/builds directory and makes it live. A running server serves the
 * new build from its next request.
 */
import { createSiteRebuilder, stopBuildOnSignals } from '../api/rebuild/site-rebuilder.ts';
import { openConfiguredDatabase } from '../db/connection.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { runScript, ScriptError } from './run-script.ts';

await runScript(async (settings) => {
  const handle = openConfiguredDatabase(settings);
  await prepareDatabase(handle);
  // The build lease and the live build are recorded in the database, shared with running servers.
  const { rebuilder } = createSiteRebuilder(settings, handle.db, console.log);
  stopBuildOnSignals(rebuilder);
  const record = await rebuilder.rebuildNow('npm run build');
  await handle.close();
  if (!record.ok) throw new ScriptError(`The build failed:\n${record.error}`);
  console.log(`Site built in ${(record.durationMs / 1000).toFixed(1)} s and live: ${record.id}`);
});
