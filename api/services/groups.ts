import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/connection.ts';
import {
  type Assignment,
  assignmentFacts,
  deleteAssignment,
  findAssignment,
  insertAssignment,
  insertNote,
  listAssignments,
  listNoteRecipients,
  listNotes,
} from '../../db/queries/group-work.ts';
import {
  addCoLeader,
  deleteGroup,
  deleteMember,
  findLedGroup,
  type Group,
  type GroupLeader,
  type GroupMember,
  groupExists,
  handOverGroup,
  insertGroup,
  isJoinCodeTaken,
  listGroupLeaders,
  listGroupMembers,
  replaceJoinCode,
} from '../../db/queries/groups.ts';
import type { GroupLeaderRole } from '../../db/tables/groups.ts';
import { type Locale, locales } from '../../src/i18n/locales.ts';
import type { Entitled } from '../../src/lib/entitlements.ts';
import { type AssignmentState, assignmentState, countDone } from '../../src/lib/groups/assignment-state.ts';
import type { AssignmentKind } from '../../src/lib/groups/assignment-target.ts';
import { mayCreateGroup } from '../../src/lib/groups/creators.ts';
import { makeJoinCode } from '../../src/lib/groups/join-code.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import { addDays, type Day } from '../../src/lib/site-day.ts';
import { randomToken } from '../auth/tokens.ts';
import type { AppDeps } from '../context.ts';
import { signUnsubscribeToken, unsubscribeSecret } from '../family/summary-unsubscribe.ts';
import { describeTarget, type TargetInfo } from '../groups/assignment-targets.ts';
import { inviteSecret, signCoLeaderInvite, verifyCoLeaderInvite } from '../groups/co-leader-invite.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { coLeaderInviteMail, groupNoteMail } from '../mail/group-templates.ts';
import { mailLink, mailLocale } from '../mail/mail-locale.ts';
import { enqueueMail } from '../mail/queue.ts';

/** A leader's groups: creating, the view of one, assignments, notes, members and co-leaders. */

export const groupMessages = {
  noSuchGroup: 'There is no such group.',
  notAllowed: 'Creating groups is not open to this account on this site.',
  leaderOnly: 'Only the group’s leader can do that.',
  unknownTarget: 'That is not one of this site’s stories, chapters, plans, verses or games.',
  noSuchAssignment: 'There is no such assignment.',
  noSuchMember: 'That child is not in this group.',
  notCoLeader: 'That person is not a co-leader of this group.',
  inviteInvalid: 'This invitation is not valid for your account, or it has expired.',
} as const;

/** A new code no live group has (7 characters: over 27 billion codes, so a clash is rare). */
async function unusedJoinCode(db: AppDatabase): Promise<string> {
  for (;;) {
    const bytes = randomBytes(32);
    let i = 0;
    const code = makeJoinCode(() => bytes[i++ % bytes.length]!);
    if (!(await isJoinCodeTaken(db, code))) return code;
  }
}

/** A new group led by the account; 403 when GROUP_CREATORS does not let it create one. */
export async function createGroup(
  deps: Pick<AppDeps, 'db' | 'settings'>,
  accountId: AccountId,
  who: Entitled,
  name: string,
): Promise<{ id: string; code: string }> {
  if (!mayCreateGroup(deps.settings.groupCreators, who)) throw forbidden(groupMessages.notAllowed);
  const id = randomToken(10);
  const code = await unusedJoinCode(deps.db);
  await deps.db
    .transaction()
    .execute((trx) => insertGroup(trx, { id, name, code, leaderId: accountId }, new Date()));
  return { id, code };
}

/**
 * The group of one of its leaders; 404 for anyone else (another adult, a leader of another group),
 * so an answer never says that a group exists. `leaderOnly`: not for its co-leaders either (403).
 */
export async function requireLedGroup(
  db: AppDatabase,
  accountId: AccountId,
  groupId: string,
  leaderOnly = false,
): Promise<Group & { role: GroupLeaderRole }> {
  const group = await findLedGroup(db, accountId, groupId);
  if (!group) throw notFound(groupMessages.noSuchGroup);
  if (leaderOnly && group.role !== 'leader') throw forbidden(groupMessages.leaderOnly);
  return group;
}

/** A new code for a group: the old one stops working at once. */
export async function renewJoinCode(db: AppDatabase, groupId: string): Promise<string> {
  const code = await unusedJoinCode(db);
  await replaceJoinCode(db, groupId, code);
  return code;
}

export interface AssignmentView extends Assignment, TargetInfo {
  /** Each member's state, by the member's id. */
  states: Record<string, AssignmentState>;
}

export interface GroupView {
  group: Group & { role: GroupLeaderRole };
  leaders: GroupLeader[];
  members: GroupMember[];
  assignments: AssignmentView[];
  /** Done assignments of the week (due from 6 days ago on), by kind, and in all. */
  week: { done: Record<AssignmentKind, number>; total: number; goal: number | null };
}

/** The states of every member on some assignments, from their progress now; targets named in `locale`. */
export async function withStates(
  db: AppDatabase,
  assignments: readonly Assignment[],
  members: readonly Pick<GroupMember, 'learnerId'>[],
  locale: Locale,
): Promise<AssignmentView[]> {
  const ids = members.map((m) => m.learnerId);
  return Promise.all(
    assignments.map(async (a) => {
      const [facts, info] = await Promise.all([
        assignmentFacts(db, a, ids),
        describeTarget(db, a.kind, a.target, locale),
      ]);
      const states: Record<string, AssignmentState> = {};
      for (const [id, f] of facts) states[id] = assignmentState(f);
      return { ...a, ...(info ?? { title: a.target, href: '/' }), states };
    }),
  );
}

/**
 * What a leader sees: the members by nickname and avatar and their state on the group's
 * assignments, nothing else of them; the week's totals; no ranking.
 */
export async function groupView(
  db: AppDatabase,
  group: Group & { role: GroupLeaderRole },
  today: Day,
  locale: Locale,
): Promise<GroupView> {
  const [leaders, members, assignments] = await Promise.all([
    listGroupLeaders(db, group.id),
    listGroupMembers(db, group.id),
    listAssignments(db, [group.id]),
  ]);
  const views = await withStates(db, assignments, members, locale);
  const weekStart = addDays(today, -6);
  const done = countDone(
    views
      .filter((a) => a.dueOn >= weekStart)
      .flatMap((a) => Object.values(a.states).map((state) => ({ kind: a.kind, state }))),
  );
  const total = Object.values(done).reduce((n, k) => n + k, 0);
  return { group, leaders, members, assignments: views, week: { done, total, goal: group.weeklyGoal } };
}

export async function addAssignment(
  db: AppDatabase,
  groupId: string,
  input: { kind: AssignmentKind; target: string; dueOn: string },
): Promise<Assignment> {
  if (!(await describeTarget(db, input.kind, input.target))) throw badRequest(groupMessages.unknownTarget);
  const assignment = { id: randomToken(10), groupId, ...input, createdAt: new Date().toISOString() };
  await insertAssignment(db, assignment);
  return assignment;
}

export async function removeAssignment(db: AppDatabase, groupId: string, id: string): Promise<void> {
  if (!(await deleteAssignment(db, groupId, id))) throw notFound(groupMessages.noSuchAssignment);
}

export async function removeMember(db: AppDatabase, groupId: string, learnerId: string): Promise<void> {
  if (!(await deleteMember(db, groupId, learnerId))) throw notFound(groupMessages.noSuchMember);
}

export async function removeGroup(db: AppDatabase, groupId: string): Promise<void> {
  await deleteGroup(db, groupId);
}

export async function handOver(
  db: AppDatabase,
  groupId: string,
  from: AccountId,
  to: AccountId,
): Promise<void> {
  const done = await db.transaction().execute((trx) => handOverGroup(trx, groupId, from, to));
  if (!done) throw notFound(groupMessages.notCoLeader);
}

type MailDeps = Pick<AppDeps, 'db' | 'settings' | 'mailWorker'>;

const siteLink = (deps: MailDeps, path: string, locale: Locale): string =>
  mailLink(deps.settings.siteUrl, path, locale);

/**
 * The week's take-home note, with its assignment when given; queued, in the same transaction, to
 * every member's parent who asked for the notes by e-mail, each mail with its own signed
 * unsubscribe link. The site shares no addresses: each parent gets a mail of their own.
 */
export async function postNote(
  deps: MailDeps,
  group: Group,
  input: { body: string; assignmentId: string | null },
): Promise<{ id: string; mailed: number }> {
  const { db } = deps;
  const assignment = input.assignmentId ? await findAssignment(db, group.id, input.assignmentId) : null;
  if (input.assignmentId && !assignment) throw notFound(groupMessages.noSuchAssignment);
  // Named in each parent's language before the transaction, which holds SQLite's one connection.
  const infos = new Map<Locale, TargetInfo | null>();
  for (const locale of locales) {
    infos.set(locale, assignment && (await describeTarget(db, assignment.kind, assignment.target, locale)));
  }
  const key = await unsubscribeSecret(db);
  const note = { id: randomToken(10), groupId: group.id, ...input, createdAt: new Date().toISOString() };
  const mailed = await db.transaction().execute(async (trx) => {
    await insertNote(trx, note);
    const recipients = await listNoteRecipients(trx, group.id);
    for (const r of recipients) {
      const token = signUnsubscribeToken(key, r.accountId, 'group-notes');
      // Each parent reads the note in their own language.
      const locale = mailLocale(r.locale);
      const info = infos.get(locale);
      await enqueueMail(
        trx,
        groupNoteMail({
          siteName: deps.settings.siteName,
          to: r.email,
          locale,
          groupName: group.name,
          body: note.body,
          assignment: info ? { title: info.title, href: siteLink(deps, info.href, locale) } : null,
          familyLink: siteLink(deps, '/family/', locale),
          unsubscribeLink: siteLink(deps, `/api/family/group-notes/unsubscribe?token=${token}`, locale),
        }),
      );
    }
    return recipients.length;
  });
  if (mailed > 0) deps.mailWorker.wake();
  return { id: note.id, mailed };
}

export async function groupNotes(db: AppDatabase, groupId: string) {
  return listNotes(db, [groupId]);
}

/**
 * Invites a co-leader by e-mail: the mail goes to the address as typed, whoever it belongs to, so
 * the answer tells nothing of who has an account; it speaks the inviting leader's language.
 */
export async function inviteCoLeader(
  deps: MailDeps,
  group: Group,
  inviter: { name: string | null; locale: Locale },
  email: string,
): Promise<void> {
  const { locale } = inviter;
  const token = signCoLeaderInvite(await inviteSecret(deps.db), group.id, email, new Date());
  await enqueueMail(
    deps.db,
    coLeaderInviteMail({
      siteName: deps.settings.siteName,
      to: email,
      locale,
      groupName: group.name,
      inviter: inviter.name,
      link: siteLink(deps, `/groups/?invite=${encodeURIComponent(token)}`, locale),
    }),
  );
  deps.mailWorker.wake();
}

/** Makes the signed-in account a co-leader of the group its invitation names (for its own address). */
export async function acceptCoLeader(
  db: AppDatabase,
  account: { id: AccountId; email: string },
  token: string,
): Promise<string> {
  const groupId = verifyCoLeaderInvite(await inviteSecret(db), token, account.email, new Date());
  if (!groupId) throw forbidden(groupMessages.inviteInvalid);
  if (!(await groupExists(db, groupId))) throw notFound(groupMessages.noSuchGroup);
  await addCoLeader(db, groupId, account.id, new Date());
  return groupId;
}
