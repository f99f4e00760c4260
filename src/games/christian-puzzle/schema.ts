import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';

/**
 * The six pairs the spec names (Noah-Ark, Moses-Staff, David-Sling, Jonah-Whale, Daniel-Lions,
 * Jesus-Cross), by the id each pair has in every language's data.
 */
export const requiredPuzzlePairIds = ['noah', 'moses', 'david', 'jonah', 'daniel', 'jesus'] as const;

/** A Bible character and the item they are known for. */
export const puzzlePairSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  character: z.string().min(1),
  /** A picture for the character's button that does not give the item away. */
  characterEmoji: z.string().min(1),
  item: z.string().min(1),
  itemEmoji: z.string().min(1),
  /** One sentence shown when the pair is matched. */
  fact: z.string().min(1),
  reference: bibleReferenceSchema,
});

/** content/games/christian-puzzle.json (and its translations): exactly the six pairs of the spec. */
export const puzzleDataSchema = z.object({
  pairs: z
    .array(puzzlePairSchema)
    .length(requiredPuzzlePairIds.length)
    .refine(
      (pairs) => requiredPuzzlePairIds.every((id) => pairs.some((p) => p.id === id)),
      `The puzzle pairs must be ${requiredPuzzlePairIds.join(', ')}`,
    ),
});

export type PuzzlePair = z.infer<typeof puzzlePairSchema>;
export type PuzzleData = z.infer<typeof puzzleDataSchema>;
