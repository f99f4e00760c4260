import { z } from 'zod';
import { glossaryKey } from './glossary.ts';

/** content/bible/words.json, the word helper's glossary (see ./glossary.ts). */
const spelling = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z]+(?:[ -][A-Za-z]+)*$/, 'letters, with single spaces or hyphens between words');

export const glossaryEntrySchema = z.object({
  /** The word as the glossary lists it ("thee", "Holy Ghost"). */
  word: spelling,
  /** What it means, in words a 7-year-old understands. */
  meaning: z.string().trim().min(2).max(200),
  /** Other spellings marked as this word ("smote", "smitten"). */
  forms: z.array(spelling).max(8).optional(),
});

/** The whole glossary: at least 150 words, no spelling claimed twice. */
export const glossarySchema = z
  .array(glossaryEntrySchema)
  .min(150)
  .superRefine((entries, ctx) => {
    const owner = new Map<string, string>();
    for (const entry of entries) {
      for (const spelled of [entry.word, ...(entry.forms ?? [])]) {
        const key = glossaryKey(spelled);
        const other = owner.get(key);
        if (other !== undefined)
          ctx.addIssue({ code: 'custom', message: `"${spelled}" is in "${other}" and in "${entry.word}"` });
        owner.set(key, entry.word);
      }
    }
  });
