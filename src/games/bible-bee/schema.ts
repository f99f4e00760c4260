import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { levelCount, maxPoints, minPoints, questionsPerLevel } from './logic.ts';

/** A Bible Bee question (learning.md section 3, "Bee question"). */
export const beeQuestionSchema = z
  .object({
    question: z.string().min(5),
    options: z.array(z.string().min(1)).min(2).max(4),
    /** Index of the right option. */
    correct: z.number().int().min(0),
    level: z.number().int().min(1).max(levelCount),
    /** Points a right answer earns: 100 to 350. */
    points: z.number().int().min(minPoints).max(maxPoints),
    reference: bibleReferenceSchema,
  })
  .refine((q) => q.correct < q.options.length, { message: 'correct must be the index of one of the options' })
  .refine((q) => new Set(q.options).size === q.options.length, { message: 'the options must differ' });

export type BeeQuestion = z.infer<typeof beeQuestionSchema>;

/** content/games/bible-bee.json: 5 questions at each of the 3 levels. */
export const beeDataSchema = z.object({
  questions: z
    .array(beeQuestionSchema)
    .length(levelCount * questionsPerLevel)
    .superRefine((questions, ctx) => {
      for (let level = 1; level <= levelCount; level++) {
        const count = questions.filter((q) => q.level === level).length;
        if (count !== questionsPerLevel)
          ctx.addIssue({ code: 'custom', message: `level ${level} has ${count} questions; it needs ${questionsPerLevel}` });
      }
    }),
});

export type BeeData = z.infer<typeof beeDataSchema>;
