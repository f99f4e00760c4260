import type { AppDatabase } from '../connection.ts';
import type { ReviewStatus } from '../tables/community.ts';

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

export interface WithAuthor {
  authorFullName: string | null;
  authorEmail: string;
}

export async function insertQuestion(
  db: AppDatabase,
  q: { userId: string; title: string; question: string },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({ user_id: q.userId, title: q.title, question: q.question, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPrayerRequest(
  db: AppDatabase,
  p: { userId: string; title: string; request: string; isAnonymous: boolean },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('prayer_requests')
    .values({
      user_id: p.userId,
      title: p.title,
      request: p.request,
      is_anonymous: p.isAnonymous ? 1 : 0,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCommunityMessage(
  db: AppDatabase,
  m: { userId: string; message: string },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('community_messages')
    .values({ user_id: m.userId, message: m.message, status: 'pending', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countPrayerRequestsSince(
  db: AppDatabase,
  userId: string,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('prayer_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everything a user sent, newest first, with the answers. */
export async function listMyAsks(
  db: AppDatabase,
  userId: string,
): Promise<{ questions: AskItem[]; prayers: AskItem[]; messages: CommunityMessage[] }> {
  const [questions, prayers, messages] = await Promise.all([
    db.selectFrom('questions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute(),
    db
      .selectFrom('prayer_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('community_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    questions: questions.map((q) => ({
      id: q.id,
      userId: q.user_id,
      title: q.title,
      body: q.question,
      isAnonymous: false,
      answer: q.answer,
      answeredAt: q.answered_at,
      createdAt: q.created_at,
    })),
    prayers: prayers.map((p) => ({
      id: p.id,
      userId: p.user_id,
      title: p.title,
      body: p.request,
      isAnonymous: p.is_anonymous === 1,
      answer: p.answer,
      answeredAt: p.answered_at,
      createdAt: p.created_at,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      userId: m.user_id,
      message: m.message,
      status: m.status,
      createdAt: m.created_at,
    })),
  };
}

/** The admin inbox: questions or prayer requests with their askers, unanswered first, newest first. */
export async function listAskInbox(
  db: AppDatabase,
  kind: 'questions' | 'prayers',
  limit = 200,
): Promise<Array<AskItem & WithAuthor>> {
  if (kind === 'questions') {
    const rows = await db
      .selectFrom('questions as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .selectAll('q')
      .select(['u.full_name', 'u.email'])
      .orderBy((eb) => eb.case().when('q.answer', 'is', null).then(0).else(1).end())
      .orderBy('q.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((q) => ({
      id: q.id,
      userId: q.user_id,
      title: q.title,
      body: q.question,
      isAnonymous: false,
      answer: q.answer,
      answeredAt: q.answered_at,
      createdAt: q.created_at,
      authorFullName: q.full_name,
      authorEmail: q.email,
    }));
  }
  const rows = await db
    .selectFrom('prayer_requests as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.full_name', 'u.email'])
    .orderBy((eb) => eb.case().when('p.answer', 'is', null).then(0).else(1).end())
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((p) => ({
    id: p.id,
    userId: p.user_id,
    title: p.title,
    body: p.request,
    isAnonymous: p.is_anonymous === 1,
    answer: p.answer,
    answeredAt: p.answered_at,
    createdAt: p.created_at,
    authorFullName: p.full_name,
    authorEmail: p.email,
  }));
}

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
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['u.full_name', 'u.email'])
    .where('m.status', '=', status)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((m) => ({
    id: m.id,
    userId: m.user_id,
    message: m.message,
    status: m.status,
    createdAt: m.created_at,
    authorFullName: m.full_name,
    authorEmail: m.email,
  }));
}

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
    .returningAll()
    .executeTakeFirst();
  return row
    ? { id: row.id, userId: row.user_id, message: row.message, status: row.status, createdAt: row.created_at }
    : null;
}
