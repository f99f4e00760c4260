import type { Generated } from 'kysely';

/** A devotional page a profile opened (its latest opening). */
export interface DevotionalOpensTable {
  user_id: string;
  devotional_path: string;
  opened_at: string;
}

/** A story of the path a profile heard (migration 033): its star. */
export interface BibleStoryStarsTable {
  user_id: string;
  story_slug: string;
  heard_at: string;
}

/** Profiles of an account (migration 027): its own ('self', id = the user's id) and its children's. */
export type ProfileKind = 'self' | 'child';

export interface ProfilesTable {
  id: string;
  account_id: string;
  kind: ProfileKind;
  display_name: string;
  avatar: string;
  age_band: string | null;
  /** The start the parent chose (src/lib/learning-start.ts); null: the age band's. */
  learning_start: string | null;
  /** The language chosen for this learner (src/i18n/locales.ts); null: none chosen (migration 040). */
  locale: Generated<string | null>;
  /** 1 when the profile may send stories and Ask & Pray messages (a child's: through the parent). */
  community_posting: number;
  created_at: string;
  last_active_at: string;
  retention_warned_at: string | null;
}
