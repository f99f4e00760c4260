import type { Generated } from 'kysely';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface UserStoriesTable {
  id: Generated<number>;
  user_id: string;
  title: string;
  content: string;
  category: string;
  is_anonymous: number;
  /** 1 once approved (kept beside `status` as the spec names it). */
  is_approved: number;
  status: ReviewStatus;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** 1 while a child's submission waits for the parent (migration 027). */
  awaiting_parent: Generated<number>;
}

export interface QuestionsTable {
  id: Generated<number>;
  user_id: string;
  title: string;
  question: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  created_at: string;
  /** 1 while a child's submission waits for the parent (migration 027). */
  awaiting_parent: Generated<number>;
}

export interface PrayerRequestsTable {
  id: Generated<number>;
  user_id: string;
  title: string;
  request: string;
  is_anonymous: number;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  created_at: string;
  /** 1 while a child's submission waits for the parent (migration 027). */
  awaiting_parent: Generated<number>;
}

export interface CommunityMessagesTable {
  id: Generated<number>;
  user_id: string;
  message: string;
  status: ReviewStatus;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** 1 while a child's submission waits for the parent (migration 027). */
  awaiting_parent: Generated<number>;
}

export interface TruthChallengeCustomizationsTable {
  challenge_index: number;
  background_image: string;
  updated_at: string;
}

export interface GameCustomizationsTable {
  game_id: string;
  background_image: string;
  updated_at: string;
}

export interface AskAndPrayCustomizationsTable {
  card_id: 'questions' | 'prayer' | 'community';
  background_image: string;
  updated_at: string;
}
