import { sql } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import type { AppDatabase } from '../connection.ts';

/**
 * One block of starter content. It runs at most once in a database's life, and only when the
 * tables it fills are empty, so an admin who deletes the demo content does not get it back.
 */
export interface Seed {
  name: string;
  /** Tables that must all be empty for the seed to run ... */
  tables: string[];
  /**
   * ... or, for content in a language, empty of that language's rows (their `locale` column): the
   * Spanish starter content comes to a site that already has the English.
   */
  locale?: Locale;
  /** `today` is the site's day (YYYY-MM-DD) when the seeds run, for content dated around it. */
  run(db: AppDatabase, today: string): Promise<void>;
}

async function isEmpty(db: AppDatabase, table: string, locale: Locale | undefined): Promise<boolean> {
  const inLocale = locale === undefined ? sql`` : sql` where locale = ${locale}`;
  const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}${inLocale}`.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/** Runs every seed of `list` that has not run before and whose tables are empty. Returns their names. */
export async function seedEmptyTables(
  db: AppDatabase,
  today: string,
  list: readonly Seed[],
): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of list) {
    const key = `seed:${seed.name}`;
    const done = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
    if (done) continue;
    const empties = await Promise.all(seed.tables.map((t) => isEmpty(db, t, seed.locale)));
    await db.transaction().execute(async (trx) => {
      if (empties.every(Boolean)) await seed.run(trx, today);
      await trx.insertInto('meta').values({ key, value: new Date().toISOString() }).execute();
    });
    if (empties.every(Boolean)) applied.push(seed.name);
  }
  return applied;
}
