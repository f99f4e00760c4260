import type { AppDatabase } from '../../db/connection.ts';
import { findUserRole, hasRole } from '../../db/queries/roles.ts';
import { type SessionFacts, sessionFactsRole } from '../../db/queries/sessions.ts';
import { normalizeEmail, type User } from '../../db/queries/users.ts';
import type { Logger } from '../log.ts';

/** The admin role (the one whose checks every session read carries: `SessionFacts`). */
export const adminRole = sessionFactsRole;

export type AdminCheck = (user: User) => Promise<boolean>;

/**
 * The admin check, in this order: the role function, then the user's
 * user_roles row, then the ADMIN_EMAILS setting (which replaces the old fixed list).
 */
export function adminChecks(db: AppDatabase, adminEmails: readonly string[]): AdminCheck[] {
  return [
    (user) => hasRole(db, user.id, adminRole),
    async (user) => (await findUserRole(db, user.id, adminRole)) !== null,
    async (user) => adminEmails.includes(normalizeEmail(user.email)),
  ];
}

/**
 * The same checks in the same order, without a promise: the first two answered by what the request's
 * session read carried (`SessionFacts`: the role function's answer and the user_roles row, read with
 * the session), then the ADMIN_EMAILS setting. Nothing here can fail (no read), so nothing is logged.
 */
export function isAdminByFacts(user: User, facts: SessionFacts, adminEmails: readonly string[]): boolean {
  return facts.adminRole || facts.adminRoleRow || adminEmails.includes(normalizeEmail(user.email));
}

/** True when a check says so; false when none does. Any error means not admin (logged only). */
export async function checkAdmin(
  user: User | null,
  checks: readonly AdminCheck[],
  log: Logger,
): Promise<boolean> {
  if (!user) return false;
  try {
    for (const check of checks) if (await check(user)) return true;
    return false;
  } catch (error) {
    log.error('admin check failed; treating the user as not admin', { error: String(error) });
    return false;
  }
}
