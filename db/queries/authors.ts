import { sql } from 'kysely';
import type { AppDatabase } from '../connection.ts';

/** Who sent something the admins review (a story, a question, a prayer request, a message). */
export interface WithAuthor {
  authorFullName: string | null;
  authorEmail: string;
  /** The child's name when a child's profile sent it (shown publicly as the first name only). */
  authorChildName: string | null;
}

/**
 * Every profile with its account's name and e-mail, as a table to join on the profile id
 * (`author_id`) that a moderation queue's rows keep in their user_id.
 */
export function authors(db: AppDatabase) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.account_id')
    .select([
      'p.id as author_id',
      'u.full_name as author_full_name',
      'u.email as author_email',
      sql<string | null>`case when p.kind = 'child' then p.display_name end`.as('author_child_name'),
    ]);
}

type AuthorColumns = {
  author_full_name: string | null;
  author_email: string;
  author_child_name: string | null;
};

/** The author of a row joined with `authors`. */
export function authorOf(r: AuthorColumns): WithAuthor {
  return {
    authorFullName: r.author_full_name,
    authorEmail: r.author_email,
    authorChildName: r.author_child_name,
  };
}
