/**
 * `npm run rollback`: makes the kept build before the live one live again; `-- --to <id>` makes a
 * chosen kept build live. A running server serves it from its next request. `-- --list` only lists
 * the kept builds. The next build (an admin change, the daily rebuild, `npm run rebuild`, or a start
 * with new code or build-time settings) replaces it.
 */
import { parseArgs } from 'node:util';
import { BuildStore, BuildSwitchError, type KeptBuild } from '../api/rebuild/build-store.ts';
import { databaseCoordinator } from '../api/rebuild/cluster.ts';
import { dataPaths } from '../config/settings.ts';
import { openConfiguredDatabase } from '../db/connection.ts';
import { runScript, ScriptError } from './run-script.ts';

const describe = (b: KeptBuild): string =>
  `${b.id}  built ${b.finishedAt} in ${(b.durationMs / 1000).toFixed(1)} s${b.live ? '  (live)' : ''}`;

await runScript(async (settings) => {
  let args: { to?: string; list?: boolean };
  try {
    args = parseArgs({
      options: { to: { type: 'string' }, list: { type: 'boolean' } },
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new ScriptError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run ` +
        'rollback [-- --to <build id> | --list]',
    );
  }
  const store = new BuildStore(dataPaths(settings).builds);
  const builds = store.keptBuilds();
  if (args.list) {
    console.log(builds.length ? builds.map(describe).join('\n') : 'No builds yet.');
    return;
  }
  // The live build is recorded in the database: every server serves it within seconds. No switch
  // while a build runs on any server (it would replace the chosen build as soon as it finishes).
  const handle = openConfiguredDatabase(settings);
  const coordinator = databaseCoordinator(handle.db);
  try {
    if (await coordinator.busy())
      throw new BuildSwitchError('build_running', 'A build is running; try again when it has finished.');
    const { live, previous } = store.makeLive(args.to);
    await coordinator.published(live);
    console.log(`Live now: ${describe(live)}`);
    console.log(
      `It replaced ${previous ?? 'nothing'}. The next build (an admin change, the ` +
        'daily rebuild, npm run rebuild, or a start with new code) replaces it in turn.',
    );
  } catch (error) {
    if (!(error instanceof BuildSwitchError)) throw error;
    throw new ScriptError(
      `${error.message}\nKept builds, newest first:\n${builds.map(describe).join('\n') || '(none)'}`,
    );
  } finally {
    await handle.close();
  }
});
