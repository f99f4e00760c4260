import { z } from 'zod';
import { plainWord, wordLetters } from '../shared/letters.ts';
import { gridSize, poolSize } from './rules.ts';

/**
 * content/games/word-search.json (content/games/<locale>/ in another language): the pool of 16 words
 * the puzzles draw from, in capitals (Spanish accents and Ñ allowed). No word may hold another,
 * forwards or backwards and letters taken without accents (as the grid holds them), so that spelling
 * a long word never finds a short one on the way.
 */
export const wordSearchDataSchema = z.object({
  words: z
    .array(
      z
        .string()
        .regex(wordLetters, 'capital letters only (A to Z, Á, É, Í, Ó, Ú, Ü, Ñ)')
        .min(3)
        .max(gridSize - 4),
    )
    .length(poolSize)
    .superRefine((words, ctx) => {
      const plain = words.map(plainWord);
      for (const [i, a] of plain.entries()) {
        for (const [j, b] of plain.entries()) {
          if (i === j) continue;
          const reversed = [...b].reverse().join('');
          if (a === b) ctx.addIssue({ code: 'custom', message: `the word ${a} appears twice` });
          else if (a.includes(b) || a.includes(reversed))
            ctx.addIssue({ code: 'custom', message: `${a} holds ${b}` });
        }
      }
    }),
});

export type WordSearchData = z.infer<typeof wordSearchDataSchema>;
