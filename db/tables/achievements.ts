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
