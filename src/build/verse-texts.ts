import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPassageTexts, type PassageWanted } from '../../db/queries/passages.ts';
import { buildDb } from './db.ts';

// The build runs from the project's root (npm scripts do); its modules are bundled elsewhere.
const textDir = path.resolve(process.cwd(), 'db/bible/text');
const versionVerses = new Map<string, Map<string, string>>();

/** A version's verses from its committed text (db/bible/text/<version>.tsv), by "book:chapter:verse". */
function committedVerses(version: string): Map<string, string> {
  let verses = versionVerses.get(version);
  if (verses) return verses;
  verses = new Map();
  let text = '';
  try {
    text = readFileSync(path.join(textDir, `${version}.tsv`), 'utf8');
  } catch {
    // Not a committed version: nothing to add.
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const [book, chapter, verse, words] = line.split('\t');
    if (words !== undefined) verses.set(`${book}:${chapter}:${verse}`, words.trim());
  }
  versionVerses.set(version, verses);
  return verses;
}

function committedPassage(version: string, { range }: PassageWanted): string | null {
  const verses = committedVerses(version);
  const words: string[] = [];
  for (let verse = range.from ?? 1; range.to === null || verse <= range.to; verse += 1) {
    const text = verses.get(`${range.book.number}:${range.chapter}:${verse}`);
    if (text === undefined) break;
    words.push(text);
  }
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * Passages' text in a version, by key: from the database, and for passages it does not hold (a
 * version committed as data but not imported into this database yet) from the version's text file.
 */
export async function passageTexts(
  version: string,
  wanted: readonly PassageWanted[],
): Promise<Map<string, string>> {
  const texts = await loadPassageTexts(buildDb(), version, wanted);
  for (const passage of wanted) {
    if (texts.has(passage.key)) continue;
    const text = committedPassage(version, passage);
    if (text !== null) texts.set(passage.key, text);
  }
  return texts;
}
