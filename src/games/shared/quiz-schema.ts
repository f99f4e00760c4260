import { z } from 'zod';

/** A question's choices: 2 to 4 different texts and the index of the right one. */
export const choicesShape = {
  options: z.array(z.string().min(1)).min(2).max(4),
  /** Index of the right option. */
  correct: z.number().int().min(0),
};

/** The rules a multiple-choice question obeys beyond its shape. */
export function withValidChoices<T extends z.ZodType<{ options: string[]; correct: number }>>(question: T) {
  return question
    .refine((q) => q.correct < q.options.length, {
      message: 'correct must be the index of one of the options',
    })
    .refine((q) => new Set(q.options).size === q.options.length, { message: 'the options must differ' });
}

/** A quiz's question list: exactly `perLevel` questions at each of the levels 1 to `levels`. */
export function questionsByLevel<T extends z.ZodType<{ level: number }>>(
  question: T,
  levels: number,
  perLevel: number,
) {
  return z
    .array(question)
    .length(levels * perLevel)
    .superRefine((questions, ctx) => {
      for (let level = 1; level <= levels; level++) {
        const count = questions.filter((q) => q.level === level).length;
        if (count !== perLevel)
          ctx.addIssue({
            code: 'custom',
            message: `level ${level} has ${count} questions; it needs ${perLevel}`,
          });
      }
    });
}
