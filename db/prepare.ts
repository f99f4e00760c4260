import { importBible, type BibleImportResult } from './bible/import.ts';
import type { DatabaseHandle } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seedEmptyTables } from './seed.ts';

export interface PrepareResult {
  migrations: string[];
  seeds: string[];
  bible: BibleImportResult;
}

/**
 * Everything a database needs before the site can be built or served: schema, the Bible, then
 * starter content (which may quote the Bible, e.g. the memory verses).
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<PrepareResult> {
  const migrations = await migrateToLatest(handle.db);
  const bible = await importBible(handle);
  const seeds = await seedEmptyTables(handle.db);
  return { migrations, seeds, bible };
}
