import type { Selectable } from 'kysely';
import { baseLocale, isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { MiniLesson, MiniLessonFields } from '../../src/lib/mini-lessons.ts';
import type { AppDatabase } from '../connection.ts';
import type { MiniLessonsTable } from '../tables/content.ts';

function parseVerses(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toLesson(row: Selectable<MiniLessonsTable>): MiniLesson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    keyVerses: parseVerses(row.key_verses),
    reflection: row.reflection,
    sortOrder: row.sort_order,
    locale: isLocale(row.locale) ? row.locale : baseLocale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toRow = (
  f: MiniLessonFields,
): Pick<MiniLessonsTable, 'title' | 'description' | 'content' | 'key_verses' | 'reflection'> & {
  locale: string;
} => ({
  title: f.title,
  description: f.description,
  content: f.content,
  key_verses: JSON.stringify(f.keyVerses),
  reflection: f.reflection,
  locale: f.locale,
});

/** Every mini lesson (or every one in `locale`) in its list order (the order plans unlock them in). */
export async function listMiniLessons(db: AppDatabase, locale?: Locale): Promise<MiniLesson[]> {
  const rows = await db
    .selectFrom('mini_lessons')
    .selectAll()
    .$if(locale !== undefined, (q) => q.where('locale', '=', locale!))
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map(toLesson);
}

export async function findMiniLesson(db: AppDatabase, id: string): Promise<MiniLesson | null> {
  const row = await db.selectFrom('mini_lessons').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLesson(row) : null;
}

/** Adds a lesson at the end of the list; null when the id is taken. */
export async function insertMiniLesson(
  db: AppDatabase,
  id: string,
  fields: MiniLessonFields,
  now: Date = new Date(),
): Promise<MiniLesson | null> {
  const at = now.toISOString();
  const last = await db
    .selectFrom('mini_lessons')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  const row = await db
    .insertInto('mini_lessons')
    .values({ id, ...toRow(fields), sort_order: Number(last?.max ?? 0) + 1, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toLesson(row) : null;
}

/** Replaces a lesson's fields; its id (and address) stays. Null when there is none. */
export async function updateMiniLesson(
  db: AppDatabase,
  id: string,
  fields: MiniLessonFields,
  now: Date = new Date(),
): Promise<MiniLesson | null> {
  const row = await db
    .updateTable('mini_lessons')
    .set({ ...toRow(fields), updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toLesson(row) : null;
}

export async function deleteMiniLesson(db: AppDatabase, id: string): Promise<boolean> {
  const result = await db.deleteFrom('mini_lessons').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
