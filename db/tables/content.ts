import type { Generated } from 'kysely';

export interface DevotionalsTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD' in the site's time zone. */
  date: string;
  title: string;
  key_verse: string;
  devotional_text: string;
  reflection: string | null;
  prayer: string | null;
  media_type: 'none' | 'audio' | 'video';
  media_url: string | null;
  /** The language the content is written in ('en', 'es'): each language's pages show their own. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface WisdomProverbsTable {
  id: Generated<number>;
  proverb: string;
  reference: string | null;
  meaning: string;
  why_it_matters: string;
  /** 1 when the proverb is published on the Daily Wisdom card. */
  is_active: number;
  /** The language the content is written in ('en', 'es'): each language's pages show their own. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MiniLessonsTable {
  id: string;
  title: string;
  description: string;
  content: string;
  /** JSON array of strings. */
  key_verses: string;
  reflection: string;
  sort_order: number;
  /** The language the content is written in ('en', 'es'): each language's pages show their own. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface DailyReadingsTable {
  id: Generated<number>;
  date: string;
  /** Book slug, e.g. "1samuel". */
  book: string;
  chapter: number;
  verse_start: number | null;
  verse_end: number | null;
  title: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
}
