import type { Kysely } from 'kysely';

/**
 * Content in a language (issue 35): each devotional, proverb and mini lesson carries the language it
 * is written in, and each language's pages show their own. Rows written before are English. No check
 * constraint: the API accepts the site's languages (src/i18n/locales.ts), so adding one needs no
 * migration.
 */
const tables = ['devotionals', 'wisdom_proverbs', 'mini_lessons'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema.createIndex(`${table}_locale`).on(table).column('locale').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_locale`).execute();
    await db.schema.alterTable(table).dropColumn('locale').execute();
  }
}
