/**
 * `npm run build` / `npm run rebuild`: prepares the database (migrations, seeds, Bible), builds
 * the site into a fresh DATA_DIR/builds directory and makes it live. A running server serves the
 * new build from its next request. The Bible pages are copied from DATA_DIR/build-cache when
 * nothing they show has changed; `-- --full` renders every page again (and refills the cache).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  // `npm run bench` asks for the event loop's longest stalls (BUILD_REPORT_STALLS=1): over the whole
  // build, and from Astro's exit to the new build live and old ones deleted (what a server meets).
  const stalls = process.env.BUILD_REPORT_STALLS === '1';
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const swap = monitorEventLoopDelay({ resolution: 10 });
  const { rebuilder } = createSiteRebuilder(
    settings,
    handle.db,
    console.log,
    stalls ? () => swap.enable() : undefined,
    { full },
  );
  stopBuildOnSignals(rebuilder);
  if (stalls) loop.enable();
  const record = await rebuilder.rebuildNow(full ? 'npm run build -- --full' : 'npm run build');
  loop.disable();
  swap.disable();
  await handle.close();
  if (!record.ok) throw new ScriptError(`The build failed:\n${record.error}`);
  if (stalls) {
    const ms = (ns: number): string => (ns / 1e6).toFixed(1);
    console.log(
      `rebuild: event-loop stalls: swap ${ms(swap.max)} ms, whole ${ms(loop.max)} ms, ` +
        `p99 ${ms(loop.percentile(99))} ms`,
    );
  }
  console.log(`Site built in ${(record.durationMs / 1000).toFixed(1)} s and live: ${record.id}`);
});
