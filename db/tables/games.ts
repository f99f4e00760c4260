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
