import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { connectLevelCount, questionsPerLevel } from './sizes.ts';

/** A Connect question: id, question, answers, correct (index), level 1-3. */
export const connectQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    question: z.string().min(1),
    answers: z.array(z.string().min(1)).min(2).max(4),
    /** Index of the right answer in `answers`. */
    correct: z.number().int().min(0),
    level: z.number().int().min(1).max(connectLevelCount),
    reference: bibleReferenceSchema,
  })
  .refine((q) => q.correct < q.answers.length, {
    message: 'correct must point at one of the answers',
    path: ['correct'],
  })
  .refine((q) => new Set(q.answers).size === q.answers.length, {
    message: 'answers must differ',
    path: ['answers'],
  });

/** content/games/christian-connect.json: 24 questions for each of the 3 levels. */
export const connectDataSchema = z.object({
  questions: z
    .array(connectQuestionSchema)
    .length(connectLevelCount * questionsPerLevel)
    .refine(
      (qs) =>
        Array.from({ length: connectLevelCount }, (_, i) => i + 1).every(
          (level) => qs.filter((q) => q.level === level).length === questionsPerLevel,
        ),
      `Each of the ${connectLevelCount} levels needs exactly ${questionsPerLevel} questions`,
    )
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'Question ids must be unique'),
});

export type ConnectQuestion = z.infer<typeof connectQuestionSchema>;
export type ConnectData = z.infer<typeof connectDataSchema>;

export { connectLevelCount, questionsPerLevel };
