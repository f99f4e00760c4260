/**
 * One API server process for `npm run bench` (scripts/bench/databases.ts): the real app on the
 * database the settings name (DATABASE_URL, or DATA_DIR/app.db), on HOST:PORT, without site
 * builds (a rebuilder that does nothing), so only the API's work is measured.
 */
import { BuildStore } from '../../api/rebuild/build-store.ts';
import type { Rebuilder } from '../../api/rebuild/rebuilder.ts';
import { startServer } from '../../api/server.ts';
import { dataPaths, loadSettings } from '../../config/settings.ts';
import { openConfiguredDatabase } from '../../db/connection.ts';

const settings = loadSettings();
const handle = openConfiguredDatabase(settings);
const buildStore = new BuildStore(dataPaths(settings).builds);
const noBuilds: Rebuilder = {
  requestRebuild: () => {},
  rebuildNow: async () => {
    const now = new Date().toISOString();
    return { id: 'none', startedAt: now, finishedAt: now, durationMs: 0, ok: true, error: null };
  },
  // The health route answers 200 only with a live build: this server has none and needs none.
  status: () => ({
    state: 'idle',
    startedAt: null,
    live: { id: 'none', since: new Date(0).toISOString() },
    last: null,
  }),
  whenIdle: async () => {},
  onFinished: () => () => {},
  stop: async () => {},
  pickUp: () => {},
  makeLive: async () => {
    throw new Error('the bench server has no builds');
  },
};
await startServer({ settings, handle, rebuilder: noBuilds, buildStore });
