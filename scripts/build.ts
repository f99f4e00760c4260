/**
 * `npm run build` / `npm run rebuild`: prepares the database (migrations, seeds, Bible), builds
 * the site into a fresh DATA_DIR/builds directory and makes it live. A running server serves the
 * new build from its next request. The Bible pages are copied from DATA_DIR/build-cache when
 * nothing they show has changed; `-- --full` renders every page again (and refills the cache).
 */
import { parseArgs } from 'node:util';
import { createSiteRebuilder, stopBuildOnSignals } from '../api/rebuild/site-rebuilder.ts';
import { openConfiguredDatabase } from '../db/connection.ts';
import { prepareDatabaseApart } from '../db/prepare-apart.ts';
import { runScript, ScriptError } from './run-script.ts';

await runScript(async (settings) => {
  let full: boolean;
  try {
    full = parseArgs({ options: { full: { type: 'boolean', default: false } } }).values.full;
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\nUsage: npm run build [-- --full]`);
  }
  // In a process of its own: this one then holds only what the build needs while Astro runs.
  await prepareDatabaseApart();
  const handle = openConfiguredDatabase(settings);
  // The build lease and the live build are recorded in the database, shared with running servers.
  const { rebuilder } = createSiteRebuilder(settings, handle.db, console.log, undefined, { full });
  stopBuildOnSignals(rebuilder);
  const record = await rebuilder.rebuildNow(full ? 'npm run build -- --full' : 'npm run build');
  await handle.close();
  if (!record.ok) throw new ScriptError(`The build failed:\n${record.error}`);
  console.log(`Site built in ${(record.durationMs / 1000).toFixed(1)} s and live: ${record.id}`);
});
