import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';

/** The nine fruits of the Spirit in the order of Galatians 5:22-23. */
export const fruitNames = [
  'Love',
  'Joy',
  'Peace',
  'Patience',
  'Kindness',
  'Goodness',
  'Faithfulness',
  'Gentleness',
  'Self-Control',
] as const;

/** Enough "not a fruit" items for the levels that mix them in (the path has 4 thorn bushes). */
export const minDecoyCount = 6;

export const fruitSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    emoji: z.string().min(1),
    /** What the fruit means, in words a child knows. Also the clue in Sequence Builder. */
    description: z.string().min(1),
    /** A KJV verse about the fruit. */
    verse: z.string().min(1),
    reference: bibleReferenceSchema,
    /** The word or words of `verse` hidden in Verse Puzzle Hunt: the child finds the fruit that fits. */
    verseBlank: z.string().min(1),
  })
  .refine((f) => f.verse.includes(f.verseBlank), {
    message: 'verseBlank must appear in verse',
    path: ['verseBlank'],
  });

/** Something that is not a fruit of the Spirit (Galatians 5:19-21 in words for children). */
export const decoySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  emoji: z.string().min(1),
});

/** content/games/fruit-spirit-hunt.json: the 9 fruits in Galatians order and the decoys. */
export const huntDataSchema = z.object({
  fruits: z
    .array(fruitSchema)
    .length(fruitNames.length)
    .refine(
      (fruits) => fruits.every((f, i) => f.name === fruitNames[i]),
      `The fruits must be ${fruitNames.join(', ')}, in that order`,
    ),
  decoys: z
    .array(decoySchema)
    .min(minDecoyCount)
    .refine(
      (ds) => ds.every((d) => !fruitNames.some((n) => n.toLowerCase() === d.name.toLowerCase())),
      'A decoy cannot be a fruit of the Spirit',
    ),
});

export type Fruit = z.infer<typeof fruitSchema>;
export type Decoy = z.infer<typeof decoySchema>;
export type HuntData = z.infer<typeof huntDataSchema>;
