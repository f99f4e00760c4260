import { z } from 'zod';
import { bibleReferenceSchema } from '../shared/bible-reference.ts';
import { choicesShape, questionsByLevel, withValidChoices } from '../shared/quiz-schema.ts';
import { levelCount, questionsPerLevel } from './rules.ts';

/** A story quiz question: story, question, options, correct, fact, reference, level. */
export const storyQuestionSchema = withValidChoices(
  z.object({
    /** The Bible story, retold in a few sentences for children. */
    story: z.string().min(20),
    question: z.string().min(5),
    ...choicesShape,
    /** A fun fact shown once the question is answered. */
    fact: z.string().min(10),
    reference: bibleReferenceSchema,
    level: z.number().int().min(1).max(levelCount),
  }),
);

export type StoryQuestion = z.infer<typeof storyQuestionSchema>;

/** content/games/bible-story-quiz.json: 6 questions, 2 at each of the 3 levels. */
export const storyQuizDataSchema = z.object({
  questions: questionsByLevel(storyQuestionSchema, levelCount, questionsPerLevel),
});

export type StoryQuizData = z.infer<typeof storyQuizDataSchema>;
