import type { VerseRange } from '../../src/lib/memory/verse-reference.ts';
import type { Executor } from '../connection.ts';

/** How many verses a chapter holds in a version (0 when it is not stored). */
export async function countChapterVerses(
  db: Executor,
  version: string,
  bookNumber: number,
  chapter: number,
): Promise<number> {
  const row = await db
    .selectFrom('bible_verses')
    .select((eb) => eb.fn.max('verse').as('n'))
    .where('version', '=', version)
    .where('book', '=', bookNumber)
    .where('chapter', '=', chapter)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface PassageWanted {
  key: string;
  range: VerseRange;
}

/**
 * The text of many passages in one query (their verses joined by spaces), by key. A passage whose
 * verses are not stored is left out.
 */
export async function loadPassageTexts(
  db: Executor,
  version: string,
  passages: readonly PassageWanted[],
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (passages.length === 0) return texts;
  const rows = await db
    .selectFrom('bible_verses')
    .select(['book', 'chapter', 'verse', 'text'])
    .where('version', '=', version)
    .where((eb) =>
      eb.or(
        passages.map(({ range }) => {
          const chapter = eb.and([eb('book', '=', range.book.number), eb('chapter', '=', range.chapter)]);
          return range.from === null || range.to === null
            ? chapter
            : eb.and([chapter, eb('verse', '>=', range.from), eb('verse', '<=', range.to)]);
        }),
      ),
    )
    .orderBy('book')
    .orderBy('chapter')
    .orderBy('verse')
    .execute();
  for (const { key, range } of passages) {
    const words = rows
      .filter(
        (r) =>
          r.book === range.book.number &&
          r.chapter === range.chapter &&
          (range.from === null || range.to === null || (r.verse >= range.from && r.verse <= range.to)),
      )
      .map((r) => r.text.trim());
    if (words.length > 0) texts.set(key, words.join(' '));
  }
  return texts;
}
