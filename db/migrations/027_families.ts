import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Families (issue 17): an account holds profiles, its own ('self', whose id EQUALS the user's id)
 * and up to six children's. Every per-learner table's `user_id` now references `profiles.id` (ON
 * DELETE CASCADE), so existing rows become the parent's own profile's without being rewritten, and
 * deleting a child's profile deletes every row of it.
 *
 * A later per-learner table is added to `learnerTables` below (or keyed to profiles from the start).
 */
export const learnerTables = [
  'bible_reading_progress',
  'challenge_verifications',
  'user_challenges',
  'user_badges',
  'user_verse_progress',
  'user_achievements',
  'game_results',
  'user_stories',
  'questions',
  'prayer_requests',
  'community_messages',
  'verse_cards',
  'verse_collections',
  'learning_days',
  'learner_goals',
  'learner_reading_plans',
  'devotional_opens',
] as const;

/** Submissions a child's parent approves before the admins see them. */
const parentReviewedTables = ['user_stories', 'questions', 'prayer_requests', 'community_messages'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('self', 'child')`))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('age_band', 'text', (c) => c.check(sql`age_band in ('4-6', '7-9', '10-12')`))
    .addColumn('community_posting', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`community_posting in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    // When the retention warning went to the parent (cleared when the child learns again).
    .addColumn('retention_warned_at', 'text')
    .execute();
  await db.schema.createIndex('profiles_account').on('profiles').columns(['account_id', 'kind']).execute();

  // Every existing account gets its own profile, with the account's id.
  await sql`insert into profiles (id, account_id, kind, display_name, avatar, age_band,
      community_posting, created_at, last_active_at)
    select id, id, 'self', coalesce(nullif(full_name, ''), 'Me'), 'lamb', null, 1, created_at, created_at
    from users`.execute(db);

  // The parent's PIN (argon2 hash, null when none) and the weekly summary opt-in with its
  // unsubscribe token (SHA-256 hex; the link works signed out).
  await db.schema.alterTable('users').addColumn('pin_hash', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('weekly_summary_token_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('weekly_summary_sent_at', 'text').execute();

  // The session's active profile (null: the account's own).
  await db.schema
    .alterTable('sessions')
    .addColumn('active_profile_id', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .execute();

  // A child's story or message waits for the parent first (1), then goes to the admins as before.
  for (const table of parentReviewedTables) {
    await db.schema
      .alterTable(table)
      .addColumn('awaiting_parent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  if (isPostgres(db)) {
    for (const table of learnerTables) if (table !== 'devotional_opens') await repointPostgres(db, table);
  } else {
    await repointSqlite(
      db,
      learnerTables.filter((t) => t !== 'devotional_opens'),
    );
  }

  // The devotionals a profile opened (the parent's view), keyed to profiles from the start.
  await db.schema
    .createTable('devotional_opens')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('devotional_path', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('devotional_opens_pk', ['user_id', 'devotional_path'])
    .execute();
}

async function repointPostgres(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_attribute att on att.attrelid = rel.oid and att.attnum = any(con.conkey)
    where con.contype = 'f' and rel.relname = ${table} and att.attname = 'user_id'`.execute(db);
  for (const { name } of rows) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db);
  }
  await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_user_id_profile_fkey`)}
    foreign key (user_id) references profiles (id) on delete cascade`.execute(db);
}

/**
 * SQLite cannot change a foreign key in place: each table is rebuilt (sqlite.org/lang_altertable.html,
 * "making other kinds of table schema changes") with foreign keys off, in one transaction.
 */
async function repointSqlite(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      for (const table of tables) {
        const { rows } = await sql<{ type: string; sql: string }>`
          select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
        const create = rows.find((r) => r.type === 'table')?.sql;
        if (!create) throw new Error(`no table ${table}`);
        const pattern = /("user_id" text (?:not null|primary key) references )"users"( \("id"\))/;
        if (!pattern.test(create)) throw new Error(`${table}.user_id does not reference users`);
        const rebuilt = create
          .replace(pattern, '$1"profiles"$2')
          .replace(/^create table "?[a-z_]+"?/i, `create table "${table}__new"`);
        await sql.raw(rebuilt).execute(db);
        await sql.raw(`insert into "${table}__new" select * from "${table}"`).execute(db);
        await sql.raw(`drop table "${table}"`).execute(db);
        await sql.raw(`alter table "${table}__new" rename to "${table}"`).execute(db);
        for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(db);
      }
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`foreign key check failed: ${JSON.stringify(broken[0])}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('027_families cannot be undone: child profiles would lose their rows.');
}
