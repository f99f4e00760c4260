import type { Generated } from 'kysely';

export interface BibleBooksTable {
  /** 1 to 66, canonical order. */
  number: number;
  /** USFM code, e.g. "JHN". */
  id: string;
  slug: string;
  name: string;
  name_long: string;
  testament: 'OT' | 'NT';
  chapters: number;
}

export interface BibleVersesTable {
  id: Generated<number>;
  /** Version code of the registry (src/lib/bible/versions.ts): "web", "kjv" or "asv". */
  version: string;
  book: number;
  chapter: number;
  verse: number;
  text: string;
}
