import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { choicesShape, questionsByLevel, withValidChoices } from '../shared/quiz-schema.ts';
import { levelCount, maxPoints, minPoints, questionsPerLevel } from './rules.ts';

/** A Bible Bee question: question, options, correct, level, points, reference. */
export const beeQuestionSchema = withValidChoices(
  z.object({
    question: z.string().min(5),
    ...choicesShape,
    level: z.number().int().min(1).max(levelCount),
    /** Points a right answer earns: 100 to 350. */
    points: z.number().int().min(minPoints).max(maxPoints),
    reference: bibleReferenceSchema,
  }),
);

export type BeeQuestion = z.infer<typeof beeQuestionSchema>;

/** content/games/bible-bee.json: 5 questions at each of the 3 levels. */
export const beeDataSchema = z.object({
  questions: questionsByLevel(beeQuestionSchema, levelCount, questionsPerLevel),
});

export type BeeData = z.infer<typeof beeDataSchema>;
