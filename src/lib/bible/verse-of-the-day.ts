/**
 * The verse of the day on the Bible index: a curated list of well-known verses, one a day in turn.
 * The day is the calendar day in the site's time zone (src/lib/site-day.ts), worked out in the
 * browser, so the verse changes at midnight without a rebuild.
 */
export interface VerseRef {
  /** The book's slug. */
  book: string;
  chapter: number;
  verse: number;
}

const list: Array<[book: string, chapter: number, verse: number]> = [
  ['john', 3, 16],
  ['psalms', 23, 1],
  ['philippians', 4, 13],
  ['proverbs', 3, 5],
  ['joshua', 1, 9],
  ['jeremiah', 29, 11],
  ['romans', 8, 28],
  ['genesis', 1, 1],
  ['psalms', 119, 105],
  ['matthew', 5, 9],
  ['isaiah', 40, 31],
  ['1john', 4, 19],
  ['ephesians', 4, 32],
  ['matthew', 19, 14],
  ['psalms', 46, 1],
  ['john', 14, 6],
  ['1corinthians', 13, 4],
  ['galatians', 5, 22],
  ['psalms', 56, 3],
  ['matthew', 28, 20],
  ['deuteronomy', 31, 6],
  ['john', 8, 12],
  ['psalms', 100, 1],
  ['matthew', 7, 12],
  ['colossians', 3, 20],
  ['1peter', 5, 7],
  ['psalms', 136, 1],
  ['romans', 12, 12],
  ['hebrews', 13, 8],
  ['micah', 6, 8],
  ['luke', 2, 11],
  ['psalms', 139, 14],
  ['1thessalonians', 5, 16],
  ['john', 15, 12],
  ['proverbs', 17, 17],
  ['isaiah', 41, 10],
  ['matthew', 6, 33],
  ['psalms', 118, 24],
  ['2timothy', 3, 16],
  ['lamentations', 3, 23],
];

// Pure: the browser's script (src/scripts/verse-of-the-day.ts) needs only verseIndexForDay, not the list.
export const versesOfTheDay: readonly VerseRef[] = /* @__PURE__ */ list.map(([book, chapter, verse]) => ({
  book,
  chapter,
  verse,
}));

const msPerDay = 86_400_000;

/** Which entry of a list of `count` verses belongs to a day: each day the next one, in a cycle. */
export function verseIndexForDay(day: string, count: number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dayNumber = Math.round(Date.UTC(y, m - 1, d) / msPerDay);
  return ((dayNumber % count) + count) % count;
}
