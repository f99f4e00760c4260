import { z } from 'zod';
import { bingoPoolSize } from './sizes.ts';

export const bingoNameSchema = z.object({
  /** The name on the card, short enough for a square. */
  name: z.string().min(1).max(14),
  /** Said by the caller, e.g. "Moses: led God's people out of Egypt". */
  clue: z.string().min(1),
});

/** content/games/bible-bingo.json: the 32 names the caller draws from. */
export const bingoDataSchema = z.object({
  names: z
    .array(bingoNameSchema)
    .length(bingoPoolSize, `Bible Bingo needs exactly ${bingoPoolSize} names`)
    .refine(
      (names) => new Set(names.map((n) => n.name.toLowerCase())).size === names.length,
      'Bingo names must be unique',
    )
    .refine(
      (names) => names.every((n) => n.name.toUpperCase() !== 'FREE'),
      'FREE is the centre square, not a name',
    ),
});

export type BingoName = z.infer<typeof bingoNameSchema>;
export type BingoData = z.infer<typeof bingoDataSchema>;

export { bingoPoolSize };
