import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';

/** Memory Verse Matching uses 6 verse/reference pairs: 12 cards. */
export const matchingPairCount = 6;

/** One pair of cards: a verse and where it is found. */
export const versePairSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The verse as printed in the KJV (short enough to read on a card). */
  verse: z.string().min(1).max(120),
  /** Book chapter:verse, e.g. "Psalm 23:1". */
  reference: bibleReferenceSchema,
});

/** content/games/memory-verse-matching.json: one entry holding the game's pairs. */
export const matchingDataSchema = z.object({
  pairs: z
    .array(versePairSchema)
    .length(
      matchingPairCount,
      `Memory Verse Matching needs exactly ${matchingPairCount} verse/reference pairs`,
    )
    .refine((pairs) => new Set(pairs.map((p) => p.id)).size === pairs.length, 'Pair ids must be unique'),
});

export type VersePair = z.infer<typeof versePairSchema>;
export type MatchingData = z.infer<typeof matchingDataSchema>;
