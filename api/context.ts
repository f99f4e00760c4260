import type { AppDatabase } from '../db/connection.ts';
import type { Logger } from './log.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { Settings } from './settings.ts';

/** What the app needs from the outside world; tests pass a temporary database and fakes. */
export interface AppDeps {
  settings: Settings;
  db: AppDatabase;
  log: Logger;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
}
