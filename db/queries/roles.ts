import { sql } from 'kysely';
import type { AccountId } from '../../src/lib/ids.ts';
import type { AppDatabase } from '../connection.ts';
import { compiledOnce } from '../fast/index.ts';

const roleExists = compiledOnce(
  2,
  (_db, accountId: AccountId, role: string) =>
    sql<{ yes: number | boolean }>`
      select exists(select 1 from user_roles where user_id = ${accountId} and role = ${role}) as yes
    `,
);

const roleRow = compiledOnce(2, (db, accountId: AccountId, role: string) =>
  db.selectFrom('user_roles').select('role').where('user_id', '=', accountId).where('role', '=', role),
);

/**
 * The role function (the spec's `has_role(_user_id, _role)`): one boolean answer from the database.
 * It is the first step of the admin check; `findUserRole` is the second.
 */
export async function hasRole(db: AppDatabase, accountId: AccountId, role: string): Promise<boolean> {
  const [row] = await roleExists(db, accountId, role);
  // SQLite answers 1 or 0, PostgreSQL true or false.
  return Number(row?.yes) === 1;
}

/** Reads the user's row for a role directly (at most one row), or null. */
export async function findUserRole(
  db: AppDatabase,
  accountId: AccountId,
  role: string,
): Promise<{ role: string } | null> {
  // The primary key (user, role) allows one row at most.
  const [row] = await roleRow(db, accountId, role);
  return row ?? null;
}

export async function grantRole(
  db: AppDatabase,
  accountId: AccountId,
  role: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: accountId, role, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

export async function revokeRole(db: AppDatabase, accountId: AccountId, role: string): Promise<number> {
  const result = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', accountId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
