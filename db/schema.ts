import type {
  EmailTokensTable,
  PinLocksTable,
  SessionsTable,
  TrustedDevicesTable,
  UserRolesTable,
  UsersTable,
} from './tables/accounts.ts';
import type {
  AchievementsTable,
  BadgesTable,
  MemoryVersesTable,
  UserAchievementsTable,
  UserBadgesTable,
  UserVerseProgressTable,
  VerseCardsTable,
  VerseCollectionItemsTable,
  VerseCollectionsTable,
} from './tables/achievements.ts';
import type { BibleBooksTable, BibleVersesTable } from './tables/bible.ts';
import type {
  ChallengesTable,
  ChallengeVerificationsTable,
  UserChallengesTable,
} from './tables/challenges.ts';
import type { RateLimitsTable, SiteBuildStateTable } from './tables/cluster.ts';
import type {
  AskAndPrayCustomizationsTable,
  CommunityMessagesTable,
  GameCustomizationsTable,
  PrayerRequestsTable,
  QuestionsTable,
  TruthChallengeCustomizationsTable,
  UserStoriesTable,
} from './tables/community.ts';
import type {
  DailyReadingsTable,
  DevotionalsTable,
  MiniLessonsTable,
  WisdomProverbsTable,
} from './tables/content.ts';
import type { BibleStoryStarsTable, DevotionalOpensTable, ProfilesTable } from './tables/families.ts';
import type { ClientOperationsTable, GameResultsTable } from './tables/games.ts';
import type {
  GroupAssignmentsTable,
  GroupLeadersTable,
  GroupMembersTable,
  GroupNoteMailTable,
  GroupNotesTable,
  GroupsTable,
} from './tables/groups.ts';
import type { MailOutboxTable } from './tables/mail.ts';
import type { MediaFilesTable } from './tables/media.ts';
import type { MetaTable } from './tables/meta.ts';
import type { ReadingPreferencesTable } from './tables/reading-preferences.ts';
import type { BibleReadingProgressTable } from './tables/reading-progress.ts';
import type {
  LearnerGoalsTable,
  LearnerReadingPlansTable,
  LearningDaysTable,
  ReadingPlansTable,
} from './tables/streaks-and-plans.ts';
import type {
  StripeCustomersTable,
  StripeEventsTable,
  StripeSubscriptionsTable,
  SubscriptionAuditTable,
  SubscriptionsTable,
  UnmatchedPaymentsTable,
} from './tables/subscriptions.ts';
import type { VerseSetsTable } from './tables/verse-sets.ts';

/** Every table the product stores; each feature keeps its table types in `db/tables/`. */
export interface Database {
  meta: MetaTable;
  bible_books: BibleBooksTable;
  bible_verses: BibleVersesTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_roles: UserRolesTable;
  email_tokens: EmailTokensTable;
  trusted_devices: TrustedDevicesTable;
  pin_locks: PinLocksTable;
  mail_outbox: MailOutboxTable;
  devotionals: DevotionalsTable;
  wisdom_proverbs: WisdomProverbsTable;
  mini_lessons: MiniLessonsTable;
  daily_readings: DailyReadingsTable;
  subscriptions: SubscriptionsTable;
  subscription_audit: SubscriptionAuditTable;
  stripe_events: StripeEventsTable;
  stripe_customers: StripeCustomersTable;
  stripe_subscriptions: StripeSubscriptionsTable;
  unmatched_payments: UnmatchedPaymentsTable;
  game_results: GameResultsTable;
  client_operations: ClientOperationsTable;
  media_files: MediaFilesTable;
  user_stories: UserStoriesTable;
  questions: QuestionsTable;
  prayer_requests: PrayerRequestsTable;
  community_messages: CommunityMessagesTable;
  truth_challenge_customizations: TruthChallengeCustomizationsTable;
  game_customizations: GameCustomizationsTable;
  ask_and_pray_customizations: AskAndPrayCustomizationsTable;
  bible_reading_progress: BibleReadingProgressTable;
  challenges: ChallengesTable;
  challenge_verifications: ChallengeVerificationsTable;
  user_challenges: UserChallengesTable;
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  memory_verses: MemoryVersesTable;
  user_verse_progress: UserVerseProgressTable;
  verse_cards: VerseCardsTable;
  verse_collections: VerseCollectionsTable;
  verse_collection_items: VerseCollectionItemsTable;
  verse_sets: VerseSetsTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  rate_limits: RateLimitsTable;
  site_build_state: SiteBuildStateTable;
  profiles: ProfilesTable;
  devotional_opens: DevotionalOpensTable;
  bible_story_stars: BibleStoryStarsTable;
  learning_days: LearningDaysTable;
  learner_goals: LearnerGoalsTable;
  reading_plans: ReadingPlansTable;
  learner_reading_plans: LearnerReadingPlansTable;
  reading_preferences: ReadingPreferencesTable;
  groups: GroupsTable;
  group_leaders: GroupLeadersTable;
  group_members: GroupMembersTable;
  group_assignments: GroupAssignmentsTable;
  group_notes: GroupNotesTable;
  group_note_mail: GroupNoteMailTable;
}
