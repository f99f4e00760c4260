import { importBible, type BibleImportResult } from './bible/import.ts';
import type { DatabaseHandle } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seedEmptyTables } from './seed.ts';

export interface PrepareResult {
  migrations: string[];
  seeds: string[];
  bible: BibleImportResult;
}

/** Everything a database needs before the site can be built or served: schema, seeds, Bible. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<PrepareResult> {
  const migrations = await migrateToLatest(handle.db);
  const seeds = await seedEmptyTables(handle.db);
  const bible = importBible(handle);
  return { migrations, seeds, bible };
}
