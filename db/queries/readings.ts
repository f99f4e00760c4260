import type { Selectable } from 'kysely';
import type { Reading, ReadingFields } from '../../src/lib/readings.ts';
import type { AppDatabase } from '../connection.ts';
import type { DailyReadingsTable } from '../tables/content.ts';

function toReading(row: Selectable<DailyReadingsTable>): Reading {
  return {
    id: row.id,
    date: row.date,
    book: row.book,
    chapter: row.chapter,
    verseStart: row.verse_start,
    verseEnd: row.verse_end,
    title: row.title,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toRow = (f: ReadingFields): Omit<DailyReadingsTable, 'id' | 'created_at' | 'updated_at'> => ({
  date: f.date,
  book: f.book,
  chapter: f.chapter,
  verse_start: f.verseStart,
  verse_end: f.verseEnd,
  title: f.title,
  notes: f.notes,
});

/** Every reading, by date. */
export async function listReadings(db: AppDatabase): Promise<Reading[]> {
  const rows = await db.selectFrom('daily_readings').selectAll().orderBy('date').execute();
  return rows.map(toReading);
}

/** Readings from `from` to `to` (inclusive), by date. */
export async function listReadingsBetween(db: AppDatabase, from: string, to: string): Promise<Reading[]> {
  const rows = await db
    .selectFrom('daily_readings')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
  return rows.map(toReading);
}

/** The reading planned on `date`, other than `exceptId` (there is one reading a day). */
export async function findReadingOnDate(
  db: AppDatabase,
  date: string,
  exceptId?: number,
): Promise<Reading | null> {
  let query = db.selectFrom('daily_readings').selectAll().where('date', '=', date);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row ? toReading(row) : null;
}

export async function insertReading(
  db: AppDatabase,
  fields: ReadingFields,
  now: Date = new Date(),
): Promise<Reading> {
  const at = now.toISOString();
  const row = await db
    .insertInto('daily_readings')
    .values({ ...toRow(fields), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReading(row);
}

export async function updateReading(
  db: AppDatabase,
  id: number,
  fields: ReadingFields,
  now: Date = new Date(),
): Promise<Reading | null> {
  const row = await db
    .updateTable('daily_readings')
    .set({ ...toRow(fields), updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toReading(row) : null;
}

export async function deleteReading(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom('daily_readings').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
