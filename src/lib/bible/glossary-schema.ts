import { z } from 'zod';
import { glossaryKey } from './glossary.ts';

/**
 * content/bible/words.json (English) and content/bible/es/words.json (Spanish), the word helper's
 * glossaries (see ./glossary.ts).
 */
const spelling = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^\p{L}+(?:[ -]\p{L}+)*$/u, 'letters, with single spaces or hyphens between words');

export const glossaryEntrySchema = z.object({
  /** The word as the glossary lists it ("thee", "Holy Ghost"). */
  word: spelling,
  /** What it means, in words a 7-year-old understands. */
  meaning: z.string().trim().min(2).max(200),
  /** Other spellings marked as this word ("smote", "smitten"). */
  forms: z.array(spelling).max(8).optional(),
});

/** The fewest words each language's glossary has. */
export const minGlossaryWords = { en: 150, es: 60 } as const;

/** A whole glossary: at least `minWords` words, no spelling claimed twice. */
export const glossarySchemaOf = (minWords: number) =>
  z
    .array(glossaryEntrySchema)
    .min(minWords)
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

/** The English glossary: at least 150 words. */
export const glossarySchema = glossarySchemaOf(minGlossaryWords.en);

/** The Spanish glossary (old words of the Reina-Valera 1909): at least 60 words. */
export const spanishGlossarySchema = glossarySchemaOf(minGlossaryWords.es);
