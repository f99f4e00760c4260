import type { Generated } from 'kysely';

export interface BibleReadingProgressTable {
  id: Generated<number>;
  user_id: string;
  /** Version code of the registry (src/lib/bible/versions.ts): "web", "kjv" or "asv". */
  version: string;
  /** The book's slug, e.g. "john". */
  book: string;
  chapter: number;
  completed_at: string;
}
