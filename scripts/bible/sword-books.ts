import { type BibleBook, bibleBooks } from '../../src/lib/bible/books.ts';

/**
 * The site's book for a book name as SWORD's English locale prints it in a key ("I Samuel",
 * "Revelation of John"), or null for a book outside the 66 (the deuterocanonical books some
 * modules add: Tobit, Sirach...).
 */
export function bookForSwordName(name: string): BibleBook | null {
  const numbered = /^(I{1,3}) (.+)$/.exec(name);
  const plain = numbered ? `${numbered[1]!.length} ${numbered[2]}` : name;
  const site = plain === 'Revelation of John' ? 'Revelation' : plain;
  return bibleBooks.find((b) => b.name === site) ?? null;
}

/** A verse key of an IMP dump ("I Samuel 3:10"), or null for headings ("[ Module Heading ]"). */
export function parseSwordKey(key: string): { name: string; chapter: number; verse: number } | null {
  const match = /^(.+) (\d+):(\d+)$/.exec(key);
  if (!match) return null;
  return { name: match[1]!, chapter: Number(match[2]), verse: Number(match[3]) };
}
