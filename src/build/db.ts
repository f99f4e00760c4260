import { type AppDatabase, type DatabaseHandle, openConfiguredDatabase } from '../../db/connection.ts';
import { siteSettings } from './site.ts';

let handle: DatabaseHandle | null = null;

/**
 * The build's read-only connection to the configured database (DATABASE_URL, or DATA_DIR/app.db),
 * opened once per build process.
 */
export function buildDb(): AppDatabase {
  handle ??= openConfiguredDatabase(siteSettings(), { readonly: true });
  return handle.db;
}
