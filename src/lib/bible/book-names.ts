/**
 * The books' names in each language the site speaks, and their short forms. English names are the
 * canon's own (books.ts); Spanish ones are those of the Reina-Valera tradition. A book's slug stays
 * English in every path (`/es/bible/rv1909/john/3/`); only what a reader sees changes.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { BibleBook } from './books.ts';

/** Spanish name and abbreviation of each book, by USFM id. */
const spanish: Record<string, [name: string, abbreviation: string]> = {
  GEN: ['Génesis', 'Gn'],
  EXO: ['Éxodo', 'Éx'],
  LEV: ['Levítico', 'Lv'],
  NUM: ['Números', 'Nm'],
  DEU: ['Deuteronomio', 'Dt'],
  JOS: ['Josué', 'Jos'],
  JDG: ['Jueces', 'Jue'],
  RUT: ['Rut', 'Rt'],
  '1SA': ['1 Samuel', '1 S'],
  '2SA': ['2 Samuel', '2 S'],
  '1KI': ['1 Reyes', '1 R'],
  '2KI': ['2 Reyes', '2 R'],
  '1CH': ['1 Crónicas', '1 Cr'],
  '2CH': ['2 Crónicas', '2 Cr'],
  EZR: ['Esdras', 'Esd'],
  NEH: ['Nehemías', 'Neh'],
  EST: ['Ester', 'Est'],
  JOB: ['Job', 'Job'],
  PSA: ['Salmos', 'Sal'],
  PRO: ['Proverbios', 'Pr'],
  ECC: ['Eclesiastés', 'Ec'],
  SNG: ['Cantares', 'Cnt'],
  ISA: ['Isaías', 'Is'],
  JER: ['Jeremías', 'Jer'],
  LAM: ['Lamentaciones', 'Lm'],
  EZK: ['Ezequiel', 'Ez'],
  DAN: ['Daniel', 'Dn'],
  HOS: ['Oseas', 'Os'],
  JOL: ['Joel', 'Jl'],
  AMO: ['Amós', 'Am'],
  OBA: ['Abdías', 'Abd'],
  JON: ['Jonás', 'Jon'],
  MIC: ['Miqueas', 'Mi'],
  NAM: ['Nahúm', 'Nah'],
  HAB: ['Habacuc', 'Hab'],
  ZEP: ['Sofonías', 'Sof'],
  HAG: ['Hageo', 'Hag'],
  ZEC: ['Zacarías', 'Zac'],
  MAL: ['Malaquías', 'Mal'],
  MAT: ['Mateo', 'Mt'],
  MRK: ['Marcos', 'Mr'],
  LUK: ['Lucas', 'Lc'],
  JHN: ['Juan', 'Jn'],
  ACT: ['Hechos', 'Hch'],
  ROM: ['Romanos', 'Ro'],
  '1CO': ['1 Corintios', '1 Co'],
  '2CO': ['2 Corintios', '2 Co'],
  GAL: ['Gálatas', 'Gá'],
  EPH: ['Efesios', 'Ef'],
  PHP: ['Filipenses', 'Fil'],
  COL: ['Colosenses', 'Col'],
  '1TH': ['1 Tesalonicenses', '1 Ts'],
  '2TH': ['2 Tesalonicenses', '2 Ts'],
  '1TI': ['1 Timoteo', '1 Ti'],
  '2TI': ['2 Timoteo', '2 Ti'],
  TIT: ['Tito', 'Tit'],
  PHM: ['Filemón', 'Flm'],
  HEB: ['Hebreos', 'He'],
  JAS: ['Santiago', 'Stg'],
  '1PE': ['1 Pedro', '1 P'],
  '2PE': ['2 Pedro', '2 P'],
  '1JN': ['1 Juan', '1 Jn'],
  '2JN': ['2 Juan', '2 Jn'],
  '3JN': ['3 Juan', '3 Jn'],
  JUD: ['Judas', 'Jud'],
  REV: ['Apocalipsis', 'Ap'],
};

/** The book's name as a page in this language shows it ("John", "Juan"). */
export function bookName(book: BibleBook, locale: Locale | string): string {
  return locale === 'es' ? (spanish[book.id]?.[0] ?? book.name) : book.name;
}

/** The book's short form in this language ("Jn" in Spanish); the English name where none is kept. */
export function bookAbbreviation(book: BibleBook, locale: Locale | string): string {
  return locale === 'es' ? (spanish[book.id]?.[1] ?? book.name) : book.name;
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
