import { z } from 'zod';
import { type BibleBook, bibleBooks } from '../bible/books.ts';

/**
 * A Bible story file, content/stories/NN-slug.md: its frontmatter (checked by this schema, in the
 * content collection and in tests/unit/stories.test.ts) then the story text in plain Markdown.
 */

/** Every story has exactly this many questions, each with this many options. */
export const questionsPerStory = 3;
export const optionsPerQuestion = 3;

/** The book of a story reference's id (exactly the upper-case USFM id), or null. */
export function storyBook(id: string): BibleBook | null {
  return bibleBooks.find((b) => b.id === id) ?? null;
}

const verseRange = z
  .string()
  .regex(/^\d{1,3}(?:-\d{1,3})?$/, 'verses are "5" or "1-3"')
  .refine((v) => {
    const [from, to = from] = v.split('-').map(Number);
    return from! >= 1 && to! >= from!;
  }, 'a verse range goes from a lower verse to a higher one');

/** A chapter the story retells, with the verses when it retells only part of it. */
export const storyReferenceSchema = z.strictObject({
  /** The book's three-letter id (src/lib/bible/books.ts), e.g. GEN, 1SA, JHN. */
  book: z.string().refine((id) => storyBook(id) !== null, 'not a book id of src/lib/bible/books.ts'),
  chapter: z.number().int().min(1),
  /** "1-3" or "5"; absent for the whole chapter. */
  verses: verseRange.optional(),
});
export type StoryReference = z.infer<typeof storyReferenceSchema>;

/** A question asked after the story; `correct` is the index of the right option. */
export const storyQuestionSchema = z
  .strictObject({
    question: z.string().min(1).max(120),
    options: z.array(z.string().min(1).max(60)).length(optionsPerQuestion),
    correct: z.number().int().min(0),
  })
  .refine((q) => q.correct < q.options.length, 'correct is the index of one of the options')
  .refine((q) => new Set(q.options).size === q.options.length, 'the options differ from one another');
export type StoryQuestion = z.infer<typeof storyQuestionSchema>;

export const storyFrontmatterSchema = z.strictObject({
  /** The title on the path and the story page. */
  title: z.string().min(1).max(60),
  /** Its place in Bible order, 1 to N without gaps (the file name starts with it). */
  order: z.number().int().min(1),
  testament: z.enum(['old', 'new']),
  /** The chapters it retells, in order, linked from the story page. */
  references: z.array(storyReferenceSchema).min(1),
  /** One line for the path's card and the page's description. */
  summary: z.string().min(1).max(120),
  /** The picture's text alternative: what the scene shows. */
  alt: z.string().min(1).max(300),
  questions: z.array(storyQuestionSchema).length(questionsPerStory),
});
export type StoryFrontmatter = z.infer<typeof storyFrontmatterSchema>;
