import { dataPaths } from '../../api/settings.ts';
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { siteSettings } from './site.ts';

let handle: DatabaseHandle | null = null;

/** The build's read-only connection to DATA_DIR/app.db, opened once per build process. */
export function buildDb(): AppDatabase {
  handle ??= openDatabase(dataPaths(siteSettings()).database, { readonly: true });
  return handle.db;
}
