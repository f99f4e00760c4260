import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDatabase } from '../../db/connection.ts';
import { getOrCreateMeta } from '../../db/queries/meta.ts';
import { randomToken } from '../auth/tokens.ts';

/**
 * A co-leader's invitation: a token signed for one group and one e-mail address, valid for a week,
 * stored nowhere. Whoever accepts it must be signed in with that address, so the mail reveals
 * nothing of who has an account and a forwarded link is of no use.
 */

export const coLeaderInviteDays = 7;
const secretMetaKey = 'group_invite_secret';

export function inviteSecret(db: AppDatabase): Promise<string> {
  return getOrCreateMeta(db, secretMetaKey, () => randomToken(32));
}

function signature(secret: string, groupId: string, email: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`group-co-leader:${groupId}:${email.toLowerCase()}:${expiresAt}`)
    .digest('base64url');
}

/** `<group id>.<expiry in ms>.<signature>` */
export function signCoLeaderInvite(secret: string, groupId: string, email: string, now: Date): string {
  const expiresAt = now.getTime() + coLeaderInviteDays * 24 * 3600_000;
  return `${groupId}.${expiresAt}.${signature(secret, groupId, email, expiresAt)}`;
}

/** The group an invitation is for, when it was signed for this address and has not expired; else null. */
export function verifyCoLeaderInvite(secret: string, token: string, email: string, now: Date): string | null {
  const [groupId, expires, given, ...rest] = token.split('.');
  if (!groupId || !expires || !given || rest.length > 0 || !/^\d{1,15}$/.test(expires)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= now.getTime()) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(signature(secret, groupId, email, expiresAt));
  return a.length === b.length && timingSafeEqual(a, b) ? groupId : null;
}
