import type { LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

export interface GameResultInput {
  learnerId: LearnerId;
  gameId: string;
  level: number;
  score: number;
  won: boolean;
  durationSeconds: number;
  masteredReferences: string[];
}

export interface StoredGameResult extends Omit<GameResultInput, 'learnerId'> {
  id: number;
  createdAt: string;
}

export async function insertGameResult(
  db: Executor,
  r: GameResultInput,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('game_results')
    .values({
      user_id: r.learnerId,
      game_id: r.gameId,
      level: r.level,
      score: r.score,
      won: r.won ? 1 : 0,
      duration_seconds: r.durationSeconds,
      mastered_references: r.masteredReferences.length ? JSON.stringify(r.masteredReferences) : null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A player's most recent results, newest first. */
export async function listGameResults(
  db: Executor,
  learnerId: LearnerId,
  limit = 50,
): Promise<StoredGameResult[]> {
  const rows = await db
    .selectFrom('game_results')
    .selectAll()
    .where('user_id', '=', learnerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    gameId: r.game_id,
    level: r.level,
    score: r.score,
    won: r.won === 1,
    durationSeconds: r.duration_seconds,
    masteredReferences: r.mastered_references ? (JSON.parse(r.mastered_references) as string[]) : [],
    createdAt: r.created_at,
  }));
}

/** How many games a player has finished and won, and in how many different games. */
export async function summarizeGameResults(
  db: Executor,
  learnerId: LearnerId,
): Promise<{ played: number; won: number; distinctGamesWon: number }> {
  const row = await db
    .selectFrom('game_results')
    .select((eb) => [
      eb.fn.countAll<number>().as('played'),
      eb.fn.sum<number>('won').as('won'),
      eb.fn
        .count<number>(eb.case().when('won', '=', 1).then(eb.ref('game_id')).end())
        .distinct()
        .as('distinct_won'),
    ])
    .where('user_id', '=', learnerId)
    .executeTakeFirst();
  return {
    played: Number(row?.played ?? 0),
    won: Number(row?.won ?? 0),
    distinctGamesWon: Number(row?.distinct_won ?? 0),
  };
}
