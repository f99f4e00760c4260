import type { Selectable, Transaction } from 'kysely';
import { baseLocale, isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { Proverb, ProverbFields } from '../../src/lib/wisdom/proverb.ts';
import type { AppDatabase } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { WisdomProverbsTable } from '../tables/content.ts';

function toProverb(row: Selectable<WisdomProverbsTable>): Proverb {
  return {
    id: row.id,
    proverb: row.proverb,
    reference: row.reference,
    meaning: row.meaning,
    whyItMatters: row.why_it_matters,
    isActive: row.is_active === 1,
    locale: isLocale(row.locale) ? row.locale : baseLocale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toRow = (
  fields: ProverbFields,
): Pick<WisdomProverbsTable, 'proverb' | 'reference' | 'meaning' | 'why_it_matters'> & {
  locale: string;
} => ({
  proverb: fields.proverb,
  reference: fields.reference,
  meaning: fields.meaning,
  why_it_matters: fields.whyItMatters,
  locale: fields.locale,
});

/** Every proverb (or every one in `locale`), active or not, newest first (the admin list). */
export async function listProverbs(db: AppDatabase, locale?: Locale): Promise<Proverb[]> {
  const rows = await db
    .selectFrom('wisdom_proverbs')
    .selectAll()
    .$if(locale !== undefined, (q) => q.where('locale', '=', locale!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProverb);
}

/** The published proverbs (of `locale` when given): active ones, newest first. */
export async function listActiveProverbs(db: AppDatabase, locale?: Locale): Promise<Proverb[]> {
  const rows = await db
    .selectFrom('wisdom_proverbs')
    .selectAll()
    .where('is_active', '=', 1)
    .$if(locale !== undefined, (q) => q.where('locale', '=', locale!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProverb);
}

export async function insertProverb(
  db: AppDatabase,
  fields: ProverbFields,
  isActive = true,
  now: Date = new Date(),
): Promise<Proverb> {
  const at = now.toISOString();
  const row = await db
    .insertInto('wisdom_proverbs')
    .values({ ...toRow(fields), is_active: isActive ? 1 : 0, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProverb(row);
}

/** Replaces a proverb's fields (and its active flag when given); null when there is none. */
export async function updateProverb(
  db: AppDatabase,
  id: number,
  fields: ProverbFields,
  isActive: boolean | undefined,
  now: Date = new Date(),
): Promise<Proverb | null> {
  const row = await db
    .updateTable('wisdom_proverbs')
    .set({
      ...toRow(fields),
      ...(isActive === undefined ? {} : { is_active: isActive ? 1 : 0 }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProverb(row) : null;
}

export async function setProverbActive(
  db: AppDatabase,
  id: number,
  isActive: boolean,
  now: Date = new Date(),
): Promise<Proverb | null> {
  const row = await db
    .updateTable('wisdom_proverbs')
    .set({ is_active: isActive ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProverb(row) : null;
}

export async function deleteProverb(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom('wisdom_proverbs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The text of every proverb in `locale`, for the bulk importer's duplicate check. */
export async function listProverbTexts(trx: Transaction<Database>, locale: Locale): Promise<string[]> {
  const rows = await trx
    .selectFrom('wisdom_proverbs')
    .select('proverb')
    .where('locale', '=', locale)
    .execute();
  return rows.map((r) => r.proverb);
}

const insertChunk = 100;

/**
 * Saves a bulk import's proverbs inside its transaction. The first in the paste gets the newest
 * time stamp so that the list (newest first) shows them in paste order.
 */
export async function insertProverbs(
  trx: Transaction<Database>,
  list: readonly ProverbFields[],
  now: Date = new Date(),
): Promise<number> {
  const stamped = list.map((fields, i) => {
    const at = new Date(now.getTime() - i).toISOString();
    return { ...toRow(fields), is_active: 1, created_at: at, updated_at: at };
  });
  for (let i = 0; i < stamped.length; i += insertChunk) {
    await trx
      .insertInto('wisdom_proverbs')
      .values(stamped.slice(i, i + insertChunk))
      .execute();
  }
  return list.length;
}
