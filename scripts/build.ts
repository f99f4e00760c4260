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
  await handle.close();
  const { rebuilder } = createSiteRebuilder(settings, console.log);
  stopBuildOnSignals(rebuilder);
  const record = await rebuilder.rebuildNow('npm run build');
  if (!record.ok) throw new ScriptError(`The build failed:\n${record.error}`);
  console.log(`Site built in ${(record.durationMs / 1000).toFixed(1)} s and live: ${record.id}`);
});
