import type { Executor } from '../../db/connection.ts';
import { countChapterVerses } from '../../db/queries/passages.ts';
import { referenceInEnglish } from '../../src/lib/learn/references.ts';
import { memoryVersion } from '../../src/lib/memory/memory-version.ts';
import {
  checkVerses,
  formatReference,
  parseReference,
  referenceKey,
  type VerseRange,
} from '../../src/lib/memory/verse-reference.ts';

export { memoryVersion };

export interface ResolvedReference {
  key: string;
  reference: string;
  range: VerseRange;
}

/**
 * A typed reference (its book named in any of the site's languages: "John 3:16", "Juan 3:16") checked
 * against the stored Bible: the verse(s) it means, or a clear message.
 */
export async function resolveReference(
  db: Executor,
  input: string,
): Promise<{ ok: true; verse: ResolvedReference } | { ok: false; message: string }> {
  const parsed = parseReference(referenceInEnglish(input));
  if (!parsed.ok) return parsed;
  const { range } = parsed;
  const verses = await countChapterVerses(db, memoryVersion, range.book.number, range.chapter);
  const problem = checkVerses(range, verses);
  if (problem) return { ok: false, message: problem };
  return { ok: true, verse: { key: referenceKey(range), reference: formatReference(range), range } };
}
