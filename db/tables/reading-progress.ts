import type { Generated } from 'kysely';

export interface BibleReadingProgressTable {
  id: Generated<number>;
  user_id: string;
  /** Version code: "kjv" or "asv". */
  version: string;
  /** The book's slug, e.g. "john". */
  book: string;
  chapter: number;
  completed_at: string;
}
