import type { Generated } from 'kysely';

export interface GameResultsTable {
  id: Generated<number>;
  user_id: string;
  game_id: string;
  level: number;
  score: number;
  won: number;
  duration_seconds: number;
  mastered_references: string | null;
  created_at: string;
}

/** A write a browser may send more than once (queued offline): its first answer, by learner and operation id. */
export interface ClientOperationsTable {
  learner_id: string;
  op_id: string;
  /** What the operation was: 'game-result' or 'verse-practice'. */
  kind: string;
  /** The JSON answer the first write got. */
  answer: string;
  created_at: string;
}
