import { sql } from 'kysely';
import type { AppDatabase } from '../connection.ts';

export async function getMeta(db: AppDatabase, key: string): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** The stored value for `key`, storing `create()` first when there is none (first writer wins). */
export async function getOrCreateMeta(db: AppDatabase, key: string, create: () => string): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getMeta(db, key))!;
}

/** Whether the database answers a trivial query (for the health check). */
export async function pingDatabase(db: AppDatabase): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
