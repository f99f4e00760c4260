import type { EmailTokensTable, SessionsTable, UserRolesTable, UsersTable } from './tables/accounts.ts';
import type { BibleBooksTable, BibleVersesTable } from './tables/bible.ts';
import type { DailyReadingsTable, DevotionalsTable, MiniLessonsTable, WisdomProverbsTable } from './tables/content.ts';
import type { MetaTable } from './tables/meta.ts';

/** Every table the product stores; each feature keeps its table types in `db/tables/`. */
export interface Database {
  meta: MetaTable;
  bible_books: BibleBooksTable;
  bible_verses: BibleVersesTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_roles: UserRolesTable;
  email_tokens: EmailTokensTable;
  devotionals: DevotionalsTable;
  wisdom_proverbs: WisdomProverbsTable;
  mini_lessons: MiniLessonsTable;
  daily_readings: DailyReadingsTable;
}
