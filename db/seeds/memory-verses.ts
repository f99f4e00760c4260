import { findBook } from '../../src/lib/bible/books.ts';
import { memoryVerseId } from '../../src/lib/memory-verses.ts';
import type { Seed } from './run.ts';

/**
 * Well-loved verses for Memory Master (50 mastered fill the bar, so there are more than 50). The
 * text is taken from the imported KJV when the seed runs, so it is always exact. The first five are
 * the Memory Verse game's.
 */
export const memoryVerseReferences: readonly string[] = [
  'Genesis 1:1',
  '1 John 4:19',
  'Psalm 119:105',
  'Philippians 4:13',
  'Proverbs 3:5',
  'John 3:16',
  'Psalm 23:1',
  'Genesis 1:27',
  'Joshua 1:9',
  '1 Samuel 16:7',
  'Psalm 46:1',
  'Psalm 56:3',
  'Psalm 118:24',
  'Psalm 119:11',
  'Psalm 136:1',
  'Psalm 139:14',
  'Psalm 150:6',
  'Proverbs 3:6',
  'Proverbs 17:17',
  'Ecclesiastes 3:1',
  'Isaiah 40:31',
  'Isaiah 41:10',
  'Jeremiah 29:11',
  'Lamentations 3:22',
  'Micah 6:8',
  'Nahum 1:7',
  'Zephaniah 3:17',
  'Matthew 5:14',
  'Matthew 5:16',
  'Matthew 6:33',
  'Matthew 19:14',
  'Matthew 22:37',
  'Matthew 28:20',
  'Mark 10:27',
  'Mark 12:31',
  'Luke 1:37',
  'Luke 2:11',
  'Luke 6:31',
  'John 1:1',
  'John 8:12',
  'John 10:11',
  'John 11:35',
  'John 13:34',
  'John 14:6',
  'John 15:12',
  'John 16:33',
  'Acts 1:8',
  'Romans 3:23',
  'Romans 5:8',
  'Romans 6:23',
  'Romans 8:28',
  'Romans 12:12',
  '1 Corinthians 13:4',
  '1 Corinthians 16:14',
  '2 Corinthians 5:17',
  'Galatians 5:22',
  'Ephesians 2:8',
  'Ephesians 4:32',
  'Ephesians 6:1',
  'Philippians 4:4',
  'Colossians 3:20',
  '1 Thessalonians 5:16',
  '1 Thessalonians 5:17',
  '2 Timothy 3:16',
  'Hebrews 11:1',
  'Hebrews 13:8',
  'James 1:17',
  '1 Peter 5:7',
  '1 John 1:9',
  '1 John 4:8',
  'Revelation 3:20',
];

/** "1 John 4:19" → its book, chapter and verse ("Psalm" is the book of Psalms). */
export function parseVerseReference(reference: string): {
  bookNumber: number;
  chapter: number;
  verse: number;
} {
  const m = /^(.+) (\d+):(\d+)$/.exec(reference);
  const book = m && findBook(m[1] === 'Psalm' ? 'Psalms' : m[1]!);
  if (!m || !book) throw new Error(`Not a verse reference: ${reference}`);
  return { bookNumber: book.number, chapter: Number(m[2]), verse: Number(m[3]) };
}

export const memoryVersesSeed: Seed = {
  name: 'memory-verses',
  tables: ['memory_verses'],
  async run(db) {
    const rows = [];
    for (const [i, reference] of memoryVerseReferences.entries()) {
      const { bookNumber, chapter, verse } = parseVerseReference(reference);
      const found = await db
        .selectFrom('bible_verses')
        .select('text')
        .where('version', '=', 'kjv')
        .where('book', '=', bookNumber)
        .where('chapter', '=', chapter)
        .where('verse', '=', verse)
        .executeTakeFirst();
      if (!found) throw new Error(`The KJV has no ${reference} (import the Bible before seeding)`);
      rows.push({ id: memoryVerseId(reference), reference, text: found.text, sort_order: i + 1 });
    }
    await db.insertInto('memory_verses').values(rows).execute();
  },
};
