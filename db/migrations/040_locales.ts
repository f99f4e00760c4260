import type { Kysely } from 'kysely';

/**
 * Languages (issue 35): the language an account chose, and each profile's (a bilingual family can
 * have an English and a Spanish child). Null: not chosen. No check on the value, so adding a
 * language needs no migration: the code reads an unknown code as null (src/i18n/locales.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('locale').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
