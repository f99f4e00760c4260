/**
 * The word helper: a glossary of old or hard words of each language's versions (the KJV and ASV in
 * content/bible/words.json, the `bibleWords` collection; the Reina-Valera 1909 in
 * content/bible/es/words.json, `bibleWordsEs`), marked in the chapter pages at build time. A word is matched
 * whole (never inside another word), in any case, by its own spelling or one of its `forms`
 * ("smote" for "smite"); phrases ("only begotten") win over the words inside them.
 */

/** Letters, marks and digits, and the hyphen: a match may not touch one of these on either side. */
const wordChar = '[\\p{L}\\p{M}\\p{N}\\-]';

/** One word of the glossary (checked by glossarySchema in ./glossary-schema.ts). */
export interface GlossaryEntry {
  /** The word as the glossary lists it ("thee", "Holy Ghost"). */
  word: string;
  /** What it means, in words a 7-year-old understands. */
  meaning: string;
  /** Other spellings marked as this word ("smote", "smitten"). */
  forms?: string[] | undefined;
}

/** The lookup key of a word or form: lower case. */
export const glossaryKey = (word: string): string => word.toLowerCase();

/** The public shape of the glossary, `/bible-data/words.json`: `[{ word, meaning }]`, A to Z. */
export function glossaryJson(
  entries: GlossaryEntry[],
  language = 'en',
): Array<{ word: string; meaning: string }> {
  return sortedGlossary(entries, language).map(({ word, meaning }) => ({ word, meaning }));
}

/** The entries A to Z in the language's order, whatever their case. */
export function sortedGlossary(entries: GlossaryEntry[], language = 'en'): GlossaryEntry[] {
  return [...entries].sort((a, b) => glossaryKey(a.word).localeCompare(glossaryKey(b.word), language));
}

/** A word's first letter as the glossary page groups it: "Á" and "É" under A and E. */
export const glossaryLetter = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '')[0]!.toUpperCase();

/** The anchor of a word on the glossary page (`/bible/words/#w-holy-ghost`, `#w-crio`). */
export const glossaryAnchor = (word: string): string =>
  `w-${glossaryKey(word)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]+/g, '-')}`;

/** Where a language's glossary is served as JSON: `/bible-data/words.json`, `/bible-data/words-es.json`. */
export function glossaryJsonPath(language: string): string {
  return language === 'en' ? '/bible-data/words.json' : `/bible-data/words-${language}.json`;
}

/** A marked word in a verse: the text as the verse spells it and the glossary word it belongs to. */
export interface WordMark {
  text: string;
  /** The glossary key (lower case) of the entry. */
  word: string;
}

export type MarkedPart = string | WordMark;

export interface MarkOptions {
  /**
   * Keys already marked earlier in the chapter: a word is marked at its first place only, and the
   * keys marked here are added. Absent: every place is marked.
   */
  seen?: Set<string>;
  /** At most this many marks in all (counting those in `seen`). */
  limit?: number;
}

export interface WordMarker {
  /** Splits a verse's text into plain text and marked words; the parts joined give the text back. */
  mark(text: string, options?: MarkOptions): MarkedPart[];
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordMarker(entries: GlossaryEntry[]): WordMarker {
  const keyOf = new Map<string, string>();
  for (const entry of entries) {
    for (const spelled of [entry.word, ...(entry.forms ?? [])])
      keyOf.set(glossaryKey(spelled), glossaryKey(entry.word));
  }
  // Longest first, so that a phrase is found before a word inside it; a space in a phrase matches
  // any run of spaces.
  const alternatives = [...keyOf.keys()]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((s) => escapeRegExp(s).replace(/ /g, '\\s+'));
  const pattern =
    alternatives.length === 0
      ? null
      : new RegExp(`(?<!${wordChar})(?:${alternatives.join('|')})(?!${wordChar})`, 'giu');

  return {
    mark(text, options = {}) {
      if (!pattern) return [text];
      const { seen, limit = Number.POSITIVE_INFINITY } = options;
      const parts: MarkedPart[] = [];
      let plain = 0;
      let marks = seen?.size ?? 0;
      for (const match of text.matchAll(pattern)) {
        const word = keyOf.get(glossaryKey(match[0]).replace(/\s+/g, ' '));
        if (word === undefined) continue;
        if (seen?.has(word)) continue;
        if (marks >= limit) break;
        marks++;
        seen?.add(word);
        const at = match.index;
        if (at > plain) parts.push(text.slice(plain, at));
        parts.push({ text: match[0], word });
        plain = at + match[0].length;
      }
      if (plain < text.length) parts.push(text.slice(plain));
      return parts;
    },
  };
}

export interface MarkedVerse {
  verse: number;
  parts: MarkedPart[];
}

/** A word is marked again once this many verses have passed since its last mark. */
export const remarkAfterVerses = 20;

/** The most marks a chapter gets (Psalm 119 in the ASV, the most marked chapter, has 119). */
export const marksPerChapter = 150;

/**
 * A chapter's verses with its glossary words marked: each word at its first place, and again once
 * {@link remarkAfterVerses} verses have passed since its last mark, at most {@link marksPerChapter}
 * marks in all. This keeps a chapter page's HTML within 10% of its size without marks (`npm run
 * bench` prints the largest share); the glossary page lists every word.
 */
export function markChapter(
  marker: WordMarker,
  verses: ReadonlyArray<{ verse: number; text: string }>,
  options: { remarkAfter?: number; limit?: number } = {},
): MarkedVerse[] {
  const { remarkAfter = remarkAfterVerses, limit = marksPerChapter } = options;
  const lastMarked = new Map<string, number>();
  let marks = 0;
  return verses.map((v, index) => {
    const seen = new Set<string>();
    for (const [word, at] of lastMarked) if (index - at < remarkAfter) seen.add(word);
    const parts = marker.mark(v.text, { seen, limit: seen.size + Math.max(0, limit - marks) });
    for (const part of parts) {
      if (typeof part === 'string') continue;
      lastMarked.set(part.word, index);
      marks++;
    }
    return { verse: v.verse, parts };
  });
}

/** The attribute value a mark carries: its glossary key when the text does not give it (a form, a phrase). */
export function markKeyAttribute(mark: WordMark): string | undefined {
  return glossaryKey(mark.text).replace(/\s+/g, ' ') === mark.word ? undefined : mark.word;
}
