import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A browser that signed in to an account carries a random token for it; only its SHA-256 (hex) is
  // stored, with the account (ON DELETE CASCADE) and when it stops counting. A password change, a
  // reset and "sign out everywhere" delete the account's rows. The old HMAC marks stop working.
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_user').on('trusted_devices').column('user_id').execute();

  // The parent's PIN guard, one row an account: wrong PINs counted in a window (milliseconds since
  // the epoch), and the locks they caused, each longer than the last (src/lib/pin-lockout.ts).
  await db.schema
    .createTable('pin_locks')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('locks', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pin_locks').ifExists().execute();
  await db.schema.dropTable('trusted_devices').ifExists().execute();
}
