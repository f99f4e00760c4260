import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A confirmation link carries the password and name of the sign-up that asked for it: confirming
  // proves the mailbox, so only the password chosen with that link may become the account's.
  await db.schema.alterTable('email_tokens').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('email_tokens').addColumn('full_name', 'text').execute();
  // Links issued before carry no password; they would confirm whoever signed up first. They end.
  await sql`delete from email_tokens where purpose = 'confirm_email' and used_at is null`.execute(db);

  // Every e-mail (and every request that may lead to one) is a row here, written in the same
  // transaction as the change that causes it; the mail worker sends it later.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoId(db, { neverReused: true }))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('give_up_at', 'text', (c) => c.notNull())
    .addColumn('claim_id', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('email_tokens').dropColumn('full_name').execute();
  await db.schema.alterTable('email_tokens').dropColumn('password_hash').execute();
}
