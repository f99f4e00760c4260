export interface BadgesTable {
  id: string;
  name: string;
  icon: string;
  description: string;
}

export interface UserBadgesTable {
  user_id: string;
  badge_id: string;
  challenge_id: string | null;
  awarded_at: string;
}

export interface MemoryVersesTable {
  id: string;
  reference: string;
  text: string;
  sort_order: number;
}

export interface UserVerseProgressTable {
  user_id: string;
  memory_verse_id: string;
  is_mastered: number;
  attempts: number;
  /** game or practice: where the verse was mastered. */
  source: string | null;
  mastered_at: string | null;
  updated_at: string;
}

export interface AchievementsTable {
  id: string;
  name: string;
  description: string;
  icon: string;
  points: number;
  rule_stat: string;
  rule_count: number;
}

export interface UserAchievementsTable {
  user_id: string;
  achievement_id: string;
  earned_at: string;
}

/** A learner's spaced-repetition schedule for one verse or passage (src/lib/memory/schedule.ts). */
export interface VerseCardsTable {
  user_id: string;
  /** referenceKey of the reference ("john-3-16-17"); a seeded memory verse's key is its id. */
  verse_key: string;
  reference: string;
  due_at: string;
  stability: number;
  difficulty: number;
  state: number;
  reps: number;
  lapses: number;
  scheduled_days: number;
  learning_steps: number;
  last_review: string | null;
  last_correct_at: string | null;
  chain_interval_days: number;
  chain_length: number;
  mastered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VerseCollectionsTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
}

export interface VerseCollectionItemsTable {
  collection_id: string;
  verse_key: string;
  reference: string;
  position: number;
}
