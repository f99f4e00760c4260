/**
 * The practice steps of Memory Master, from easy to hard. Pure: the island renders what these return.
 * Only the last step ("type it all") is sent to the server and moves the verse's schedule.
 */

import { createRandom } from '../../games/shared/random.ts';
export const practiceSteps = [
  { id: 'listen', label: 'Read and listen' },
  { id: 'fill', label: 'Fill in missing words' },
  { id: 'order', label: 'Put words in order' },
  { id: 'letters', label: 'First letters only' },
  { id: 'type', label: 'Type it all' },
] as const;

export type PracticeStepId = (typeof practiceSteps)[number]['id'];

/** The verse's words as written (punctuation stays with its word). */
export function verseWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A word compared the spec's way: lowercase, punctuation removed, trimmed. */
export function plainWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .trim();
}

/** The games' seeded random (mulberry32), so a verse's blanks and shuffle stay put between renders. */
export const seededRandom = createRandom;

/** A seed from a text (the verse's reference), for seededRandom. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Which words are hidden in "fill in missing words": about one word in three, never a word without
 * letters, at least one. Returns the indexes, sorted.
 */
export function blankIndexes(words: readonly string[], seed: number): number[] {
  const candidates = words.map((w, i) => (plainWord(w) ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return [];
  const random = seededRandom(seed);
  const wanted = Math.max(1, Math.round(candidates.length / 3));
  const shuffled = shuffle(candidates, random);
  return shuffled.slice(0, wanted).sort((a, b) => a - b);
}

/** Whether every blank was filled with its word (compared the spec's way). */
export function blanksCorrect(
  words: readonly string[],
  blanks: readonly number[],
  answers: readonly string[],
): boolean {
  return blanks.every((index, i) => plainWord(answers[i] ?? '') === plainWord(words[index] ?? ''));
}

/** A shuffled copy (Fisher–Yates) that differs from the original when it can. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    if (copy.some((item, i) => item !== items[i])) return copy;
  }
  return copy;
}

/** Whether the words were put back in the verse's order (same plain words, same order). */
export function orderCorrect(words: readonly string[], placed: readonly string[]): boolean {
  return placed.length === words.length && placed.every((w, i) => plainWord(w) === plainWord(words[i] ?? ''));
}

/** "For God so loved" → "F G s l": each word's first letter, with its punctuation kept. */
export function firstLetters(text: string): string {
  return verseWords(text)
    .map((word) => word.replace(/^([^\p{L}\p{N}]*)([\p{L}\p{N}])[\p{L}\p{N}'’]*/u, '$1$2'))
    .join(' ');
}
