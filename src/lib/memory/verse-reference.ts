import { type BibleBook, bibleBooks, bookSlug } from '../bible/books.ts';

/** A verse or a range of verses in one chapter; no verses means the whole chapter. */
export interface VerseRange {
  book: BibleBook;
  chapter: number;
  /** First verse, or null for the whole chapter. */
  from: number | null;
  /** Last verse (equal to `from` for one verse), or null for the whole chapter. */
  to: number | null;
}

export type ParsedReference = { ok: true; range: VerseRange } | { ok: false; message: string };

/** The most verses one memory item may hold (a whole Psalm 23 fits; Psalm 119 does not). */
export const maxVersesPerItem = 31;
export const maxReferenceLength = 60;

export const referenceMessages = {
  empty: 'Type a Bible reference, like John 3:16.',
  format: 'Write a reference like John 3:16, John 3:16-17 or Psalm 23.',
  backwards: 'The first verse must come before the last one, like John 3:16-17.',
  tooLong: `That passage is long: choose at most ${maxVersesPerItem} verses.`,
} as const;

export const unknownBookMessage = (name: string): string =>
  `We could not find a book called "${name}" in the Bible.`;
export const noSuchChapterMessage = (book: BibleBook, chapter: number): string =>
  `${book.name} has ${book.chapters} chapter${book.chapters === 1 ? '' : 's'}, ` +
  `so there is no ${book.name} ${chapter}.`;
export const noSuchVerseMessage = (book: BibleBook, chapter: number, verses: number, verse: number): string =>
  `${chapterName(book, chapter)} has ${verses} verses, so there is no ${chapterName(book, chapter)}:${verse}.`;

/** Short names children and parents type. Full names, slugs, USFM ids and unique prefixes work too. */
const abbreviations: Record<string, string> = {
  gen: 'GEN',
  ex: 'EXO',
  exod: 'EXO',
  lev: 'LEV',
  num: 'NUM',
  deut: 'DEU',
  dt: 'DEU',
  josh: 'JOS',
  judg: 'JDG',
  ps: 'PSA',
  psa: 'PSA',
  psalm: 'PSA',
  pss: 'PSA',
  prov: 'PRO',
  pr: 'PRO',
  eccl: 'ECC',
  eccles: 'ECC',
  song: 'SNG',
  songofsongs: 'SNG',
  isa: 'ISA',
  jer: 'JER',
  lam: 'LAM',
  ezek: 'EZK',
  dan: 'DAN',
  hos: 'HOS',
  mic: 'MIC',
  hab: 'HAB',
  zech: 'ZEC',
  mal: 'MAL',
  mt: 'MAT',
  matt: 'MAT',
  mk: 'MRK',
  lk: 'LUK',
  jn: 'JHN',
  jhn: 'JHN',
  rom: 'ROM',
  '1cor': '1CO',
  '2cor': '2CO',
  gal: 'GAL',
  eph: 'EPH',
  phil: 'PHP',
  php: 'PHP',
  col: 'COL',
  '1thess': '1TH',
  '2thess': '2TH',
  '1tim': '1TI',
  '2tim': '2TI',
  philem: 'PHM',
  heb: 'HEB',
  jas: 'JAS',
  '1pet': '1PE',
  '2pet': '2PE',
  '1jn': '1JN',
  '2jn': '2JN',
  '3jn': '3JN',
  rev: 'REV',
};

const byId = new Map(bibleBooks.map((b) => [b.id, b]));

/** The book a typed name means: a full name, an abbreviation ("Ps", "1 Cor") or a unique prefix. */
export function bookFromName(name: string): BibleBook | null {
  const key = bookSlug(name.replace(/\./g, '').replace(/^(i{1,3})\s+/i, (m) => String(m.trim().length)));
  if (!key) return null;
  const exact = bibleBooks.find((b) => b.slug === key || b.id.toLowerCase() === key);
  if (exact) return exact;
  const abbreviated = abbreviations[key];
  if (abbreviated) return byId.get(abbreviated) ?? null;
  if (key.length < 3) return null;
  const prefixed = bibleBooks.filter((b) => b.slug.startsWith(key));
  return prefixed.length === 1 ? (prefixed[0] ?? null) : null;
}

const referencePattern = /^(.+?)\s*(\d+)(?:\s*:\s*(\d+)(?:\s*[-–—]\s*(\d+))?)?$/;

/**
 * Reads a reference: "John 3:16", "John 3:16-17", "Psalm 23", "Ps 23:1", "1 John 4:19". Checks the
 * book and chapter against the canon; the verse numbers are checked against the stored Bible
 * (checkVerses) because chapter lengths live there.
 */
export function parseReference(input: string): ParsedReference {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: false, message: referenceMessages.empty };
  if (text.length > maxReferenceLength) return { ok: false, message: referenceMessages.format };
  const match = referencePattern.exec(text);
  if (!match) return { ok: false, message: referenceMessages.format };
  const [, rawBook = '', rawChapter = '', rawFrom, rawTo] = match;
  const bookName = rawBook.trim();
  if (!/[a-z]/i.test(bookName)) return { ok: false, message: referenceMessages.format };
  const book = bookFromName(bookName);
  if (!book) return { ok: false, message: unknownBookMessage(bookName) };
  const chapter = Number(rawChapter);
  if (chapter < 1 || chapter > book.chapters)
    return { ok: false, message: noSuchChapterMessage(book, chapter) };
  if (rawFrom === undefined) return { ok: true, range: { book, chapter, from: null, to: null } };
  const from = Number(rawFrom);
  const to = rawTo === undefined ? from : Number(rawTo);
  if (from < 1) return { ok: false, message: referenceMessages.format };
  if (to < from) return { ok: false, message: referenceMessages.backwards };
  if (to - from + 1 > maxVersesPerItem) return { ok: false, message: referenceMessages.tooLong };
  return { ok: true, range: { book, chapter, from, to } };
}

/**
 * Checks a parsed range against the chapter's verse count from the stored Bible. A whole chapter
 * longer than maxVersesPerItem is refused. Returns a message, or null when the range is fine.
 */
export function checkVerses(range: VerseRange, versesInChapter: number): string | null {
  if (versesInChapter < 1) return noSuchChapterMessage(range.book, range.chapter);
  if (range.from === null || range.to === null)
    return versesInChapter > maxVersesPerItem ? referenceMessages.tooLong : null;
  const last = range.to;
  if (range.from > versesInChapter)
    return noSuchVerseMessage(range.book, range.chapter, versesInChapter, range.from);
  if (last > versesInChapter) return noSuchVerseMessage(range.book, range.chapter, versesInChapter, last);
  return null;
}

/** "Psalm 23" for a psalm, "John 3" otherwise. */
export function chapterName(book: BibleBook, chapter: number): string {
  return `${book.id === 'PSA' ? 'Psalm' : book.name} ${chapter}`;
}

/** The reference in one written form: "John 3:16", "John 3:16-17", "Psalm 23". */
export function formatReference(range: VerseRange): string {
  const chapter = chapterName(range.book, range.chapter);
  if (range.from === null || range.to === null) return chapter;
  return range.to === range.from ? `${chapter}:${range.from}` : `${chapter}:${range.from}-${range.to}`;
}

/** A stable key of a memory item ("John 3:16-17" → "john-3-16-17"), the same as memoryVerseId's. */
export function referenceKey(range: VerseRange): string {
  return formatReference(range)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
