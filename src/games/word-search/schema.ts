import { z } from 'zod';
import { gridSize, poolSize } from './rules.ts';

/**
 * content/games/word-search.json: the pool of 16 words the puzzles draw from. No word may hold
 * another, forwards or backwards, so that spelling a long word never finds a short one on the way.
 */
export const wordSearchDataSchema = z.object({
  words: z
    .array(
      z
        .string()
        .regex(/^[A-Z]+$/, 'capital letters A to Z only')
        .min(3)
        .max(gridSize - 4),
    )
    .length(poolSize)
    .superRefine((words, ctx) => {
      for (const [i, a] of words.entries()) {
        for (const [j, b] of words.entries()) {
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
