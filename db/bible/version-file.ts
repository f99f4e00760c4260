import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findBookByNumber } from '../../src/lib/bible/books.ts';

/**
 * A Bible version's text kept in the repository (made by `npm run bible:make`, see
 * scripts/bible/make-version.ts): `db/bible/text/<code>.tsv`, one verse a line as
 * `book<TAB>chapter<TAB>verse<TAB>text` (book 1 to 66), in canon order, after `#` lines that say
 * where the text came from. One verse a line keeps a regenerated file's diff readable.
 */
export interface ParsedVerse {
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

/** Where the text of a version kept in the repository lives. */
export function versionFilePath(code: string): string {
  return fileURLToPath(new URL(`./text/${code}.tsv`, import.meta.url));
}

/** The file's text: the header lines, then one line a verse. */
export function formatVersionFile(header: string[], verses: ParsedVerse[]): string {
  const lines = [
    ...header.map((h) => `# ${h}`),
    ...verses.map((v) => `${v.book}\t${v.chapter}\t${v.verse}\t${v.text}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The verses of a version file's text; throws on a line that is not a verse of the 66 books. */
export function parseVersionFile(text: string): ParsedVerse[] {
  const verses: ParsedVerse[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line === '' || line.startsWith('#')) continue;
    const [book, chapter, verse, words] = line.split('\t');
    const v = { book: Number(book), chapter: Number(chapter), verse: Number(verse), text: words ?? '' };
    const known = findBookByNumber(v.book);
    if (!known || !(v.chapter >= 1 && v.chapter <= known.chapters) || !(v.verse >= 1) || !v.text) {
      throw new Error(`line ${i + 1} is not a verse: ${line.slice(0, 80)}`);
    }
    verses.push(v);
  }
  return verses;
}

/** The verses of a version kept in the repository. */
export function readVersionFile(code: string): ParsedVerse[] {
  return parseVersionFile(readFileSync(versionFilePath(code), 'utf8'));
}
