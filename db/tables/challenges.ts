import type { Generated } from 'kysely';

export interface ChallengesTable {
  id: string;
  title: string;
  description: Generated<string>;
  /** bible_reading, memory, social, gaming, daily, weekly, monthly (others show as a default). */
  type: string;
  points: Generated<number>;
  badge_reward: string | null;
  /** 1 or 0. */
  is_active: Generated<number>;
  created_at: string;
  /** JSON text; see src/lib/challenges/requirements.ts. */
  verification_requirements: Generated<string>;
}

export interface ChallengeVerificationsTable {
  id: Generated<number>;
  user_id: string;
  challenge_id: string;
  verification_type: string;
  /** JSON text; for reading: { chapters_read, requirement_met }. */
  verification_data: Generated<string>;
  created_at: string;
}

export type UserChallengeStatus = 'started' | 'completed';

export interface UserChallengesTable {
  id: Generated<number>;
  user_id: string;
  challenge_id: string;
  status: UserChallengeStatus;
  /** 0 to 100. */
  progress: Generated<number>;
  started_at: string;
  completed_at: string | null;
}
