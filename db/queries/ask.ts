import { type Selectable, sql } from 'kysely';
import type { LearnerId } from '../../src/lib/ids.ts';
import type { AppDatabase, Executor } from '../connection.ts';
import type { CommunityMessagesTable, QuestionsTable, ReviewStatus } from '../tables/community.ts';
import { authorOf, authors, type WithAuthor } from './authors.ts';

export interface AskItem {
  id: number;
  userId: string;
  title: string;
  body: string;
  isAnonymous: boolean;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export interface CommunityMessage {
  id: number;
  userId: string;
  message: string;
  status: ReviewStatus;
  createdAt: string;
}

export async function insertQuestion(
  db: AppDatabase,
  q: { learnerId: LearnerId; title: string; question: string; awaitingParent?: boolean },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({
      user_id: q.learnerId,
      title: q.title,
      question: q.question,
      created_at: now.toISOString(),
      awaiting_parent: q.awaitingParent ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPrayerRequest(
  db: Executor,
  p: { learnerId: LearnerId; title: string; request: string; isAnonymous: boolean; awaitingParent?: boolean },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('prayer_requests')
    .values({
      user_id: p.learnerId,
      title: p.title,
      request: p.request,
      is_anonymous: p.isAnonymous ? 1 : 0,
      created_at: now.toISOString(),
      awaiting_parent: p.awaitingParent ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCommunityMessage(
  db: AppDatabase,
  m: { learnerId: LearnerId; message: string; awaitingParent?: boolean },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('community_messages')
    .values({
      user_id: m.learnerId,
      message: m.message,
      status: 'pending',
      created_at: now.toISOString(),
      awaiting_parent: m.awaitingParent ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countPrayerRequestsSince(
  db: Executor,
  learnerId: LearnerId,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('prayer_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', learnerId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

type QuestionRow = Selectable<QuestionsTable>;
type MessageRow = Selectable<CommunityMessagesTable>;

type AskColumns = Pick<QuestionRow, 'id' | 'user_id' | 'title' | 'answer' | 'answered_at' | 'created_at'>;

function askItem(row: AskColumns, body: string, isAnonymous: boolean): AskItem {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    body,
    isAnonymous,
    answer: row.answer,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
  };
}

function messageItem(m: MessageRow): CommunityMessage {
  return { id: m.id, userId: m.user_id, message: m.message, status: m.status, createdAt: m.created_at };
}

/** Everything a user sent, newest first, with the answers. */
export async function listMyAsks(
  db: AppDatabase,
  learnerId: LearnerId,
): Promise<{ questions: AskItem[]; prayers: AskItem[]; messages: CommunityMessage[] }> {
  const [questions, prayers, messages] = await Promise.all([
    db.selectFrom('questions').selectAll().where('user_id', '=', learnerId).orderBy('id', 'desc').execute(),
    db
      .selectFrom('prayer_requests')
      .selectAll()
      .where('user_id', '=', learnerId)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('community_messages')
      .selectAll()
      .where('user_id', '=', learnerId)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    questions: questions.map((q) => askItem(q, q.question, false)),
    prayers: prayers.map((p) => askItem(p, p.request, p.is_anonymous === 1)),
    messages: messages.map(messageItem),
  };
}

/** The admin inbox: questions or prayer requests with their askers, unanswered first, newest first. */
export async function listAskInbox(
  db: AppDatabase,
  kind: 'questions' | 'prayers',
  limit = 200,
): Promise<Array<AskItem & WithAuthor>> {
  // Both tables have these columns; only the body's name and the anonymity flag differ.
  const table = kind === 'questions' ? 'questions' : 'prayer_requests';
  const rows = await db
    .selectFrom(`${table} as a` as 'questions as a')
    .innerJoin(authors(db).as('w'), 'w.author_id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.title', 'a.answer', 'a.answered_at', 'a.created_at'])
    .select(['w.author_full_name', 'w.author_email', 'w.author_child_name'])
    .select([
      sql<string>`a.${sql.raw(kind === 'questions' ? 'question' : 'request')}`.as('body'),
      (kind === 'questions' ? sql<number>`0` : sql<number>`a.is_anonymous`).as('is_anonymous'),
    ])
    .where('a.awaiting_parent', '=', 0)
    .orderBy((eb) => eb.case().when('a.answer', 'is', null).then(0).else(1).end())
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...askItem(r, r.body, r.is_anonymous === 1), ...authorOf(r) }));
}

/**
 * Answers a question or prayer request; false when none is ready for the admins (a child's waiting
 * for its parent is not).
 */
export async function answerAsk(
  db: AppDatabase,
  kind: 'questions' | 'prayers',
  id: number,
  answer: string,
  adminId: string,
  now = new Date(),
): Promise<boolean> {
  const table = kind === 'questions' ? 'questions' : 'prayer_requests';
  const r = await db
    .updateTable(table)
    .set({ answer, answered_by: adminId, answered_at: now.toISOString() })
    .where('id', '=', id)
    .where('awaiting_parent', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function listCommunityMessages(
  db: AppDatabase,
  status: ReviewStatus,
  limit = 200,
): Promise<Array<CommunityMessage & WithAuthor>> {
  const rows = await db
    .selectFrom('community_messages as m')
    .innerJoin(authors(db).as('w'), 'w.author_id', 'm.user_id')
    .selectAll(['m', 'w'])
    .where((eb) => eb.and({ 'm.status': status, 'm.awaiting_parent': 0 }))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((m) => ({ ...messageItem(m), ...authorOf(m) }));
}

/**
 * Approves or rejects a message; null when none is ready for the admins (a child's waiting for its
 * parent is not).
 */
export async function reviewCommunityMessage(
  db: AppDatabase,
  id: number,
  status: 'approved' | 'rejected',
  adminId: string,
  now = new Date(),
): Promise<CommunityMessage | null> {
  const row = await db
    .updateTable('community_messages')
    .set({ status, reviewed_by: adminId, reviewed_at: now.toISOString() })
    .where('id', '=', id)
    .where('awaiting_parent', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? messageItem(row) : null;
}
