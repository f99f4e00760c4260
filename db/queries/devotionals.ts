import type { Selectable, Transaction } from 'kysely';
import { baseLocale, isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { Devotional, DevotionalFields } from '../../src/lib/devotionals/devotional.ts';
import type { AppDatabase } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { DevotionalsTable } from '../tables/content.ts';

function toDevotional(row: Selectable<DevotionalsTable>): Devotional {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    keyVerse: row.key_verse,
    devotionalText: row.devotional_text,
    reflection: row.reflection,
    prayer: row.prayer,
    mediaType: row.media_type,
    mediaUrl: row.media_url,
    locale: isLocale(row.locale) ? row.locale : baseLocale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(
  fields: DevotionalFields,
): Omit<DevotionalsTable, 'id' | 'created_at' | 'updated_at' | 'locale'> & { locale: string } {
  return {
    date: fields.date,
    title: fields.title,
    key_verse: fields.keyVerse,
    devotional_text: fields.devotionalText,
    reflection: fields.reflection,
    prayer: fields.prayer,
    media_type: fields.mediaType,
    media_url: fields.mediaUrl,
    locale: fields.locale,
  };
}

/** Every devotional (or every one in `locale`), newest date first (then the newest id first). */
export async function listDevotionals(db: AppDatabase, locale?: Locale): Promise<Devotional[]> {
  const rows = await db
    .selectFrom('devotionals')
    .selectAll()
    .$if(locale !== undefined, (q) => q.where('locale', '=', locale!))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDevotional);
}

export async function findDevotional(db: AppDatabase, id: number): Promise<Devotional | null> {
  const row = await db.selectFrom('devotionals').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDevotional(row) : null;
}

export async function insertDevotional(
  db: AppDatabase,
  fields: DevotionalFields,
  now: Date = new Date(),
): Promise<Devotional> {
  const at = now.toISOString();
  const row = await db
    .insertInto('devotionals')
    .values({ ...toRow(fields), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDevotional(row);
}

/** Replaces a devotional's fields; null when there is no such devotional. */
export async function updateDevotional(
  db: AppDatabase,
  id: number,
  fields: DevotionalFields,
  now: Date = new Date(),
): Promise<Devotional | null> {
  const row = await db
    .updateTable('devotionals')
    .set({ ...toRow(fields), updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDevotional(row) : null;
}

/** True when a devotional was deleted. */
export async function deleteDevotional(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom('devotionals').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Titles and dates of every devotional in `locale`, for the bulk importer's duplicate check. */
export async function listDevotionalKeys(
  trx: Transaction<Database>,
  locale: Locale,
): Promise<Array<{ title: string; date: string }>> {
  return trx.selectFrom('devotionals').select(['title', 'date']).where('locale', '=', locale).execute();
}

const insertChunk = 100;

/** Saves a bulk import's devotionals; runs inside the import's transaction. */
export async function insertDevotionals(
  trx: Transaction<Database>,
  list: readonly DevotionalFields[],
  now: Date = new Date(),
): Promise<number> {
  const at = now.toISOString();
  for (let i = 0; i < list.length; i += insertChunk) {
    const values = list
      .slice(i, i + insertChunk)
      .map((fields) => ({ ...toRow(fields), created_at: at, updated_at: at }));
    await trx.insertInto('devotionals').values(values).execute();
  }
  return list.length;
}
