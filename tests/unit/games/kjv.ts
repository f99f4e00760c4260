import { type ParsedVerse, readHolyBibleVersion } from '../../../db/bible/import.ts';
import { findBook } from '../../../src/lib/bible/books.ts';

let verses: Map<string, string> | null = null;

function key(book: number, chapter: number, verse: number): string {
  return `${book}:${chapter}:${verse}`;
}

/**
 * The KJV text of a game's reference ("John 3:16", "Psalm 23:1", "Genesis 2:2-3"), or null when
 * the reference names no verse. The games write "Psalm" for one psalm, as people say it.
 */
export function kjvText(reference: string): string | null {
  verses ??= new Map(
    readHolyBibleVersion('kjv').map((v: ParsedVerse) => [key(v.book, v.chapter, v.verse), v.text]),
  );
  const match = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (!match) return null;
  const [, name = '', chapter, first, last] = match;
  const book = findBook(name === 'Psalm' ? 'Psalms' : name);
  if (!book) return null;
  const texts: string[] = [];
  for (let v = Number(first); v <= Number(last ?? first); v++) {
    const text = verses.get(key(book.number, Number(chapter), v));
    if (!text) return null;
    texts.push(text);
  }
  return texts.join(' ');
}
