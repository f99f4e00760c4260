/**
 * The books' names in each language the site speaks, and their short forms. English names are the
 * canon's own (books.ts); Spanish ones are those of the Reina-Valera tradition. A book's slug stays
 * English in every path (`/es/bible/rv1909/john/3/`); only what a reader sees changes.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { BibleBook } from './books.ts';

/** The Spanish name of each book, by its slug (books.ts). */
const spanishNames: Readonly<Record<string, string>> = {
  genesis: 'Génesis',
  exodus: 'Éxodo',
  leviticus: 'Levítico',
  numbers: 'Números',
  deuteronomy: 'Deuteronomio',
  joshua: 'Josué',
  judges: 'Jueces',
  ruth: 'Rut',
  '1samuel': '1 Samuel',
  '2samuel': '2 Samuel',
  '1kings': '1 Reyes',
  '2kings': '2 Reyes',
  '1chronicles': '1 Crónicas',
  '2chronicles': '2 Crónicas',
  ezra: 'Esdras',
  nehemiah: 'Nehemías',
  esther: 'Ester',
  job: 'Job',
  psalms: 'Salmos',
  proverbs: 'Proverbios',
  ecclesiastes: 'Eclesiastés',
  songofsolomon: 'Cantares',
  isaiah: 'Isaías',
  jeremiah: 'Jeremías',
  lamentations: 'Lamentaciones',
  ezekiel: 'Ezequiel',
  daniel: 'Daniel',
  hosea: 'Oseas',
  joel: 'Joel',
  amos: 'Amós',
  obadiah: 'Abdías',
  jonah: 'Jonás',
  micah: 'Miqueas',
  nahum: 'Nahúm',
  habakkuk: 'Habacuc',
  zephaniah: 'Sofonías',
  haggai: 'Hageo',
  zechariah: 'Zacarías',
  malachi: 'Malaquías',
  matthew: 'Mateo',
  mark: 'Marcos',
  luke: 'Lucas',
  john: 'Juan',
  acts: 'Hechos',
  romans: 'Romanos',
  '1corinthians': '1 Corintios',
  '2corinthians': '2 Corintios',
  galatians: 'Gálatas',
  ephesians: 'Efesios',
  philippians: 'Filipenses',
  colossians: 'Colosenses',
  '1thessalonians': '1 Tesalonicenses',
  '2thessalonians': '2 Tesalonicenses',
  '1timothy': '1 Timoteo',
  '2timothy': '2 Timoteo',
  titus: 'Tito',
  philemon: 'Filemón',
  hebrews: 'Hebreos',
  james: 'Santiago',
  '1peter': '1 Pedro',
  '2peter': '2 Pedro',
  '1john': '1 Juan',
  '2john': '2 Juan',
  '3john': '3 Juan',
  jude: 'Judas',
  revelation: 'Apocalipsis',
};

/** The Spanish abbreviation of each book, by its slug. */
const spanishAbbreviations: Readonly<Record<string, string>> = {
  genesis: 'Gn',
  exodus: 'Éx',
  leviticus: 'Lv',
  numbers: 'Nm',
  deuteronomy: 'Dt',
  joshua: 'Jos',
  judges: 'Jue',
  ruth: 'Rt',
  '1samuel': '1 S',
  '2samuel': '2 S',
  '1kings': '1 R',
  '2kings': '2 R',
  '1chronicles': '1 Cr',
  '2chronicles': '2 Cr',
  ezra: 'Esd',
  nehemiah: 'Neh',
  esther: 'Est',
  job: 'Job',
  psalms: 'Sal',
  proverbs: 'Pr',
  ecclesiastes: 'Ec',
  songofsolomon: 'Cnt',
  isaiah: 'Is',
  jeremiah: 'Jer',
  lamentations: 'Lm',
  ezekiel: 'Ez',
  daniel: 'Dn',
  hosea: 'Os',
  joel: 'Jl',
  amos: 'Am',
  obadiah: 'Abd',
  jonah: 'Jon',
  micah: 'Mi',
  nahum: 'Nah',
  habakkuk: 'Hab',
  zephaniah: 'Sof',
  haggai: 'Hag',
  zechariah: 'Zac',
  malachi: 'Mal',
  matthew: 'Mt',
  mark: 'Mr',
  luke: 'Lc',
  john: 'Jn',
  acts: 'Hch',
  romans: 'Ro',
  '1corinthians': '1 Co',
  '2corinthians': '2 Co',
  galatians: 'Gá',
  ephesians: 'Ef',
  philippians: 'Fil',
  colossians: 'Col',
  '1thessalonians': '1 Ts',
  '2thessalonians': '2 Ts',
  '1timothy': '1 Ti',
  '2timothy': '2 Ti',
  titus: 'Tit',
  philemon: 'Flm',
  hebrews: 'He',
  james: 'Stg',
  '1peter': '1 P',
  '2peter': '2 P',
  '1john': '1 Jn',
  '2john': '2 Jn',
  '3john': '3 Jn',
  jude: 'Jud',
  revelation: 'Ap',
};

/**
 * Each language's book names but English's, by the book's slug ("john": "Juan"): for text that
 * names books by slug, such as a reference (src/lib/learn/references.ts), without the canon's list.
 */
export const bookNamesBySlug: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  es: spanishNames,
};

/** The book's name as a page in this language shows it ("John", "Juan"). */
export function bookName(book: BibleBook, locale: Locale | string): string {
  return locale === 'es' ? (spanishNames[book.slug] ?? book.name) : book.name;
}

/** The book's short form in this language ("Jn" in Spanish); the English name where none is kept. */
export function bookAbbreviation(book: BibleBook, locale: Locale | string): string {
  return locale === 'es' ? (spanishAbbreviations[book.slug] ?? book.name) : book.name;
}

/** A chapter's heading in this language: "John 3", "Juan 3". */
export function chapterHeading(book: BibleBook, chapter: number, locale: Locale | string): string {
  return `${bookName(book, locale)} ${chapter}`;
}

/** The name a verse of the chapter is learned under: "Psalm 23" in English, "Salmos 23" in Spanish. */
export function verseChapterName(book: BibleBook, chapter: number, locale: Locale | string): string {
  if (locale === 'es') return chapterHeading(book, chapter, locale);
  return `${book.id === 'PSA' ? 'Psalm' : book.name} ${chapter}`;
}
