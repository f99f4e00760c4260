import { type Kysely, sql } from 'kysely';

/**
 * Churches and classes (issue 38): a leader's group with a join code, its leaders, the children
 * their parents joined to it, its assignments and weekly take-home notes, and which parents get the
 * notes by e-mail. A group goes with its leader's account; a membership with the child's profile;
 * deleting a group deletes everything of it (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // The live join code (unique); a new code replaces it, so the old one stops working at once.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // A total the whole group aims at in a week (assignments done); null: none shown.
    .addColumn('weekly_goal', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_leaders')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'co_leader')`))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_leaders_pk', ['group_id', 'account_id'])
    .execute();
  await db.schema.createIndex('group_leaders_account').on('group_leaders').column('account_id').execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('group_members_profile').on('group_members').column('profile_id').execute();

  await db.schema
    .createTable('group_assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('story', 'chapters', 'plan', 'verse', 'game')`),
    )
    .addColumn('target', 'text', (c) => c.notNull())
    // The site day it is due.
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_assignments_group')
    .on('group_assignments')
    .columns(['group_id', 'due_on'])
    .execute();

  await db.schema
    .createTable('group_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('assignment_id', 'text', (c) => c.references('group_assignments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_notes_group')
    .on('group_notes')
    .columns(['group_id', 'created_at'])
    .execute();

  // A parent who wants the take-home notes by e-mail (a row: yes).
  await db.schema
    .createTable('group_note_mail')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('opted_in_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'group_note_mail',
    'group_notes',
    'group_assignments',
    'group_members',
    'group_leaders',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropTable('groups').ifExists().execute();
}
