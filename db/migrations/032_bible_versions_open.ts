import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Reading progress takes any version of the registry (src/lib/bible/versions.ts), not only 'kjv'
 * and 'asv': the check on `bible_reading_progress.version` goes, so the World English Bible (and a
 * later version) needs no migration. The API accepts only the registry's versions (src/lib/bible/inputs.ts).
 */
const table = 'bible_reading_progress';
const versionCheck = / check \(version in \('kjv', 'asv'\)\)/;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select con.conname as name from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_attribute att on att.attrelid = rel.oid and att.attnum = any(con.conkey)
      where con.contype = 'c' and rel.relname = ${table} and att.attname = 'version'`.execute(db);
    for (const { name } of rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db);
    }
    return;
  }
  await rebuildSqlite(db);
}

/**
 * SQLite cannot drop a check in place: the table is rebuilt (sqlite.org/lang_altertable.html,
 * "making other kinds of table schema changes") with foreign keys off, in one transaction.
 */
async function rebuildSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      const { rows } = await sql<{ type: string; sql: string }>`
        select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
      const create = rows.find((r) => r.type === 'table')?.sql;
      if (!create) throw new Error(`no table ${table}`);
      if (!versionCheck.test(create)) throw new Error(`${table}.version has no check to drop`);
      const rebuilt = create
        .replace(versionCheck, '')
        .replace(/^create table "?[a-z_]+"?/i, `create table "${table}__new"`);
      await sql.raw(rebuilt).execute(db);
      await sql.raw(`insert into "${table}__new" select * from "${table}"`).execute(db);
      await sql.raw(`drop table "${table}"`).execute(db);
      await sql.raw(`alter table "${table}__new" rename to "${table}"`).execute(db);
      for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(db);
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
  throw new Error('032_bible_versions_open cannot be undone: rows of other versions would break the check.');
}
