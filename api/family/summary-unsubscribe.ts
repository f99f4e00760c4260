import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDatabase } from '../../db/connection.ts';
import { unsubscribeWeeklySummary } from '../../db/queries/family.ts';
import { saveNoteMail } from '../../db/queries/group-work.ts';
import { getOrCreateMeta } from '../../db/queries/meta.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';

/**
 * The weekly summary's unsubscribe link: a token signed for one account and this one list, with no
 * expiry and nothing stored per mail, so the link of every summary a parent ever received keeps
 * working (each summary used to replace the token of the one before). The signing key is made once
 * and kept in the database, shared by every server.
 */

/** The lists a signed link unsubscribes from: a token signed for one never works for the other. */
export type MailList = 'weekly-summary' | 'group-notes';

const secretMetaKey = 'unsubscribe_link_secret';

/** The key unsubscribe tokens are signed with. */
export function unsubscribeSecret(db: AppDatabase): Promise<string> {
  return getOrCreateMeta(db, secretMetaKey, () => randomToken(32));
}

function signature(secret: string, accountId: string, list: MailList): string {
  return createHmac('sha256', secret).update(`${list}:${accountId}`).digest('base64url');
}

/** The token of an account's unsubscribe link: `<account id>.<signature>`. */
export function signUnsubscribeToken(
  secret: string,
  accountId: AccountId,
  list: MailList = 'weekly-summary',
): string {
  return `${accountId}.${signature(secret, accountId, list)}`;
}

/** The account an unsubscribe token was signed for; null for a forged, altered or malformed one. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  list: MailList = 'weekly-summary',
): AccountId | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const accountId = token.slice(0, dot) as AccountId;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, accountId, list));
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : null;
}

/** The random tokens of summaries sent before links were signed (20 bytes, base32). */
const legacyToken = /^[a-z2-7]{32}$/;

/**
 * Unsubscribes the account an unsubscribe link's token names; false (nothing changed) when the
 * token is not one of ours: forged, altered, or a link of an earlier summary sent before links were
 * signed (of those, only the last one sent to the account is still known).
 */
export async function unsubscribeByLink(db: AppDatabase, token: string): Promise<boolean> {
  const accountId = verifyUnsubscribeToken(await unsubscribeSecret(db), token);
  if (accountId) return unsubscribeWeeklySummary(db, { accountId });
  if (legacyToken.test(token)) return unsubscribeWeeklySummary(db, { legacyTokenHash: sha256Hex(token) });
  return false;
}

/** Stops a parent's take-home notes by e-mail from a note's link; false when the token is not one of ours. */
export async function unsubscribeGroupNotesByLink(db: AppDatabase, token: string): Promise<boolean> {
  const accountId = verifyUnsubscribeToken(await unsubscribeSecret(db), token, 'group-notes');
  if (!accountId) return false;
  await saveNoteMail(db, accountId, false, new Date());
  return true;
}
