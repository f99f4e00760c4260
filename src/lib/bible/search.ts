/**
 * Full-text search rules: the FTS5 MATCH expression is built here from the words of the user's
 * input, never from the input itself, so FTS syntax (quotes, *, NEAR(, parentheses, column
 * filters) typed by a child can never make a query fail.
 */
export const maxSearchQueryLength = 200;
export const maxSearchTerms = 12;
/** Prefixes shorter than this would expand to most of the vocabulary; they search as whole words. */
export const minPrefixLength = 2;
export const defaultSearchLimit = 20;
export const maxSearchLimit = 50;

/** The highlight markers the database puts around matches (control characters no verse contains). */
export const matchStart = '\u0002';
export const matchEnd = '\u0003';

export interface SearchTerm {
  /** Words of a phrase in order (a single word is a phrase of one). */
  words: string[];
  /** The last word matches as a prefix ("begot*"). */
  prefix: boolean;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*(\*)?/gu;
const apostrophes = /['’]/;

function wordsOf(text: string): string[] {
  // The tokenizer splits "LORD's" into "lord" and "s", so the query does too (as a phrase).
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
}

function addTerm(terms: SearchTerm[], words: string[], prefix: boolean): void {
  if (words.length === 0 || terms.length >= maxSearchTerms) return;
  const last = words[words.length - 1]!;
  terms.push({ words, prefix: prefix && last.length >= minPrefixLength });
}

/** The terms of a search: "quoted phrases" and words, each optionally ending in * for a prefix. */
export function parseSearchTerms(input: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const parts = input.slice(0, maxSearchQueryLength).split('"');
  parts.forEach((part, index) => {
    const insideQuotes = index % 2 === 1;
    if (insideQuotes) {
      // A star right after the closing quote ("begotten so"*) or inside it marks a prefix.
      const prefix = /\*\s*$/.test(part) || (parts[index + 1] ?? '').startsWith('*');
      addTerm(terms, wordsOf(part), prefix);
      return;
    }
    for (const match of part.matchAll(wordPattern)) {
      const token = match[0].replace(/\*$/, '');
      addTerm(terms, apostrophes.test(token) ? wordsOf(token) : [token.toLowerCase()], match[1] === '*');
    }
  });
  return terms;
}

/** The FTS5 MATCH expression for the user's input (every term required), or null when it has no words. */
export function ftsMatchExpression(input: string): string | null {
  return ftsMatchFromTerms(parseSearchTerms(input));
}

/** The FTS5 MATCH expression for parsed terms (every term required), or null when there are none. */
export function ftsMatchFromTerms(terms: readonly SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  // Each term is a quoted FTS5 string of letters and digits only, so nothing in it is syntax.
  return terms.map((t) => `"${t.words.join(' ')}"${t.prefix ? '*' : ''}`).join(' ');
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits text marked by the database's highlight() into plain and matching segments. */
export function highlightSegments(marked: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let match = false;
  let current = '';
  const flush = (): void => {
    if (current !== '') segments.push({ text: current, match });
    current = '';
  };
  for (const char of marked) {
    if (char === matchStart || char === matchEnd) {
      flush();
      match = char === matchStart;
    } else {
      current += char;
    }
  }
  flush();
  return segments;
}
