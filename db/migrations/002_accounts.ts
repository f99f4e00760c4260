import { type Kysely, sql } from 'kysely';
import { bytesType, isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored trimmed and lowercased; NOCASE keeps uniqueness case-insensitive whatever is stored
    // (in PostgreSQL, the unique index on lower(email) below).
    .addColumn('email', 'text', (c) =>
      isPostgres(db) ? c.notNull() : c.notNull().unique().modifyEnd(sql`collate nocase`),
    )
    .addColumn('full_name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_verified_at', 'text', (c) => c.notNull())
    .addColumn('remembered', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('confirm_email', 'reset_password')`),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_tokens_user')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_tokens', 'user_roles', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
