import type { Locale } from '../i18n/locales.ts';
import type { LearningStart } from './learning-start.ts';
import type { AgeBand } from './profile-checks.ts';
import type { SubscriptionStatus } from './subscription.ts';

/** The signed-in person as pages and islands see them. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  /** The language the account chose; null: none (absent in answers older than languages). */
  locale?: Locale | null;
}

/** The profile learning now: the account's own ('self') or a child's (families, issue 17). */
export interface SessionProfile {
  id: string;
  kind: 'self' | 'child';
  name: string;
  avatar: string;
  /** A child's age band (the games' rules follow it); null for the account's own profile. */
  ageBand?: AgeBand | null;
  /** Where a child's learning starts (src/lib/learning-start.ts); null for the account's own. */
  start: LearningStart | null;
  /** The learner's language: a child's own, the account's for its own profile; null: none chosen. */
  locale?: Locale | null;
}

/** What GET /api/auth/session answers: the user (or null), the admin flag and the subscription. */
export interface SessionResponse {
  user: SessionUser | null;
  /** Null when signed out. */
  profile?: SessionProfile | null;
  /** Whether the account has child profiles (the top bar then offers to switch). */
  hasChildren?: boolean;
  isAdmin: boolean;
  subscription: SubscriptionStatus;
}
