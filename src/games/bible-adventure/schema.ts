import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { adventureLevelCount, adventuresPerLevel } from './sizes.ts';

/** How a choice changes the three stats; negative numbers take away (stats never drop below 0). */
export const statChangeSchema = z.object({
  wisdom: z.number().int().min(-3).max(3),
  courage: z.number().int().min(-3).max(3),
  faith: z.number().int().min(-3).max(3),
});

export const adventureChoiceSchema = z.object({
  /** What the player decides to do. */
  text: z.string().min(1),
  stats: statChangeSchema,
  /** What happens next, shown for 2 seconds before the next chapter. */
  result: z.string().min(1),
});

/** An adventure chapter: title, story, reference, level, choices. */
export const adventureChapterSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** The scene, told to the player ("You are..."). */
  story: z.string().min(1),
  /** Where the story is found, e.g. "1 Samuel 17:45". */
  reference: bibleReferenceSchema,
  level: z.number().int().min(1).max(adventureLevelCount),
  choices: z.array(adventureChoiceSchema).min(2).max(4),
});

/** content/games/bible-adventure.json: one entry holding all chapters, 3 for each of the 3 levels. */
export const adventureDataSchema = z.object({
  chapters: z
    .array(adventureChapterSchema)
    .length(adventureLevelCount * adventuresPerLevel)
    .refine(
      (chapters) =>
        Array.from({ length: adventureLevelCount }, (_, i) => i + 1).every(
          (level) => chapters.filter((c) => c.level === level).length === adventuresPerLevel,
        ),
      `Each of the ${adventureLevelCount} levels needs exactly ${adventuresPerLevel} adventures`,
    ),
});

export type StatChange = z.infer<typeof statChangeSchema>;
export type AdventureChoice = z.infer<typeof adventureChoiceSchema>;
export type AdventureChapter = z.infer<typeof adventureChapterSchema>;
export type AdventureData = z.infer<typeof adventureDataSchema>;

export { adventureLevelCount, adventuresPerLevel };
