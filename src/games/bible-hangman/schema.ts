import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { wordLetters } from '../shared/letters.ts';
import { levelCount, wordsPerLevel } from './rules.ts';

/** A Hangman word: word, hint, reference, level. */
export const hangmanWordSchema = z.object({
  /**
   * The answer in capitals, letters only: A to Z, and in Spanish accented vowels (guessed with their
   * plain letter's button) and Ñ (a button of its own).
   */
  word: z.string().regex(wordLetters, 'capital letters only (A to Z, Á, É, Í, Ó, Ú, Ü, Ñ)').min(3).max(12),
  /** A child-friendly clue shown while playing. */
  hint: z.string().min(10),
  /** Where the word is found, shown with the hint. */
  reference: bibleReferenceSchema,
  /** 1 (Word Apprentice) to 7 (Biblical Expert). */
  level: z.number().int().min(1).max(levelCount),
});

export type HangmanWord = z.infer<typeof hangmanWordSchema>;

/** content/games/bible-hangman.json: 7 levels of exactly 6 words, no word twice. */
export const hangmanDataSchema = z.object({
  words: z.array(hangmanWordSchema).superRefine((words, ctx) => {
    for (let level = 1; level <= levelCount; level++) {
      const count = words.filter((w) => w.level === level).length;
      if (count !== wordsPerLevel)
        ctx.addIssue({
          code: 'custom',
          message: `level ${level} has ${count} words; it needs ${wordsPerLevel}`,
        });
    }
    const seen = new Set<string>();
    for (const { word } of words) {
      if (seen.has(word)) ctx.addIssue({ code: 'custom', message: `the word ${word} appears twice` });
      seen.add(word);
    }
  }),
});

export type HangmanData = z.infer<typeof hangmanDataSchema>;
