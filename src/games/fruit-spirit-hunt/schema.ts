import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';

/** The nine fruits of the Spirit by id, in the order of Galatians 5:22-23 (the same in every language). */
export const fruitIds = [
  'love',
  'joy',
  'peace',
  'patience',
  'kindness',
  'goodness',
  'faithfulness',
  'gentleness',
  'self-control',
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
    /** A verse about the fruit: KJV in English, Reina-Valera 1909 in Spanish. */
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

/** content/games/fruit-spirit-hunt.json (and its translations): the 9 fruits in Galatians order and the decoys. */
export const huntDataSchema = z
  .object({
    fruits: z
      .array(fruitSchema)
      .length(fruitIds.length)
      .refine(
        (fruits) => fruits.every((f, i) => f.id === fruitIds[i]),
        `The fruits must be ${fruitIds.join(', ')}, in that order`,
      ),
    decoys: z.array(decoySchema).min(minDecoyCount),
  })
  .refine(
    ({ fruits, decoys }) =>
      decoys.every((d) => !fruits.some((f) => f.name.toLowerCase() === d.name.toLowerCase())),
    { message: 'A decoy cannot be a fruit of the Spirit', path: ['decoys'] },
  );

export type Fruit = z.infer<typeof fruitSchema>;
export type Decoy = z.infer<typeof decoySchema>;
export type HuntData = z.infer<typeof huntDataSchema>;
