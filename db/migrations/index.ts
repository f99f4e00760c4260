import type { Migration } from 'kysely/migration';
import * as m001 from './001_bible.ts';
import * as m002 from './002_accounts.ts';
import * as m003 from './003_subscriptions.ts';
import * as m004 from './004_reading_progress.ts';
import * as m005 from './005_content.ts';
import * as m006 from './006_media.ts';
import * as m007 from './007_community.ts';
import * as m008 from './008_game_results.ts';
import * as m009 from './009_achievements.ts';
import * as m011 from './011_mail_outbox.ts';
import * as m014 from './014_unmatched_payments.ts';
import * as m022 from './022_rate_limits.ts';
import * as m023 from './023_site_builds.ts';
import * as m025 from './025_memory_verses.ts';
import * as m026 from './026_streaks_and_plans.ts';
import * as m027 from './027_families.ts';
import * as m028 from './028_client_operations.ts';
import * as m030 from './030_verse_sets.ts';
import * as m031 from './031_trusted_devices_and_pin_locks.ts';
import * as m032 from './032_bible_versions_open.ts';
import * as m033 from './033_bible_story_stars.ts';
import * as m034 from './034_reading_preferences.ts';
import * as m035 from './035_learning_start.ts';
import * as m038 from './038_groups.ts';
import * as m039 from './039_content_locale.ts';
import * as m040 from './040_locales.ts';
import * as m042 from './042_spanish_bible_search.ts';

/**
 * Every migration, by name; names sort in the order they run. A new migration is a new file
 * `NNN_name.ts` plus one line here (a static list keeps them bundled and type-checked).
 */
export const migrations: Record<string, Migration> = {
  '001_bible': m001,
  '002_accounts': m002,
  '003_subscriptions': m003,
  '004_reading_progress': m004,
  '005_content': m005,
  '006_media': m006,
  '007_community': m007,
  '008_game_results': m008,
  '009_achievements': m009,
  '011_mail_outbox': m011,
  '014_unmatched_payments': m014,
  '022_rate_limits': m022,
  '023_site_builds': m023,
  '025_memory_verses': m025,
  '026_streaks_and_plans': m026,
  '027_families': m027,
  '028_client_operations': m028,
  '030_verse_sets': m030,
  '031_trusted_devices_and_pin_locks': m031,
  '032_bible_versions_open': m032,
  '033_bible_story_stars': m033,
  '034_reading_preferences': m034,
  '035_learning_start': m035,
  '038_groups': m038,
  '039_content_locale': m039,
  '040_locales': m040,
  '042_spanish_bible_search': m042,
};
