import { loadSettings } from '../config/settings.ts';
import { siteDay } from '../src/lib/site-day.ts';
import { type BibleImportResult, importBible } from './bible/import.ts';
import type { DatabaseHandle } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seedStarterContent } from './seeds/index.ts';

export interface PrepareResult {
  migrations: string[];
  seeds: string[];
  bible: BibleImportResult;
}

/**
 * Everything a database needs before the site can be built or served: schema, the Bible, then
 * starter content (which may quote the Bible, e.g. the memory verses), dated around `today` (by
 * default the site's day).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  today: string = siteDay(new Date(), loadSettings().siteTimeZone),
): Promise<PrepareResult> {
  const migrations = await migrateToLatest(handle.db);
  const bible = await importBible(handle);
  const seeds = await seedStarterContent(handle.db, today);
  return { migrations, seeds, bible };
}
