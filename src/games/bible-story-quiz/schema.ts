import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { levelCount, questionsPerLevel } from './logic.ts';

/** A story quiz question (learning.md section 3, "Story quiz question"). */
export const storyQuestionSchema = z
  .object({
    /** The Bible story, retold in a few sentences for children. */
    story: z.string().min(20),
    question: z.string().min(5),
    options: z.array(z.string().min(1)).min(2).max(4),
    /** Index of the right option. */
    correct: z.number().int().min(0),
    /** A fun fact shown once the question is answered. */
    fact: z.string().min(10),
    reference: bibleReferenceSchema,
    level: z.number().int().min(1).max(levelCount),
  })
  .refine((q) => q.correct < q.options.length, { message: 'correct must be the index of one of the options' })
  .refine((q) => new Set(q.options).size === q.options.length, { message: 'the options must differ' });

export type StoryQuestion = z.infer<typeof storyQuestionSchema>;

/** content/games/bible-story-quiz.json: 6 questions, 2 at each of the 3 levels. */
export const storyQuizDataSchema = z.object({
  questions: z
    .array(storyQuestionSchema)
    .length(levelCount * questionsPerLevel)
    .superRefine((questions, ctx) => {
      for (let level = 1; level <= levelCount; level++) {
        const count = questions.filter((q) => q.level === level).length;
        if (count !== questionsPerLevel)
          ctx.addIssue({ code: 'custom', message: `level ${level} has ${count} questions; it needs ${questionsPerLevel}` });
      }
    }),
});

export type StoryQuizData = z.infer<typeof storyQuizDataSchema>;
