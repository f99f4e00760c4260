import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beeQuiz, rulesFor as beeRules } from '../../../../src/games/bible-bee/logic.ts';
import { beeDataSchema } from '../../../../src/games/bible-bee/schema.ts';
import { storyQuiz, rulesFor as storyRules } from '../../../../src/games/bible-story-quiz/logic.ts';
import { storyQuizDataSchema } from '../../../../src/games/bible-story-quiz/schema.ts';
import type { AgeBand } from '../../../../src/games/shared/age-band.ts';
import {
  type LevelledQuestion,
  type LevelledQuiz,
  type QuizBandRules,
  questionsWithChoices,
} from '../../../../src/games/shared/levelled-quiz.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';

const load = (slug: string): unknown => JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8'));
const bee = beeDataSchema.parse(load('bible-bee')).questions;
const story = storyQuizDataSchema.parse(load('bible-story-quiz')).questions;

function describeBands<Q extends LevelledQuestion>(
  name: string,
  quiz: LevelledQuiz<Q>,
  questions: Q[],
  rulesFor: (band: AgeBand) => QuizBandRules,
): void {
  describe(`${name} by age band`, () => {
    it('starts 4-6 on level 1 with 3 choices a question, the right one kept, and Listen', () => {
      const rules = rulesFor('4-6');
      expect(rules).toEqual({ startLevel: 1, maxChoices: 3, listen: true });
      const fewer = questionsWithChoices(questions, rules.maxChoices);
      for (const [i, q] of fewer.entries()) {
        expect(q.options.length).toBeLessThanOrEqual(3);
        expect(q.options[q.correct]).toBe(questions[i]!.options[questions[i]!.correct]);
      }
      expect(quiz.newGame(fewer, createRandom(1), 0, rules.startLevel).level).toBe(1);
    });

    it('plays 7-9 as before bands: level 1, every choice, no Listen', () => {
      const rules = rulesFor('7-9');
      expect(rules).toEqual({ startLevel: 1, maxChoices: 4, listen: false });
      expect(questionsWithChoices(questions, rules.maxChoices)).toEqual(questions);
      expect(quiz.newGame(questions, createRandom(1), 0, rules.startLevel).level).toBe(1);
    });

    it('starts 10-12 on level 2', () => {
      const rules = rulesFor('10-12');
      expect(rules.startLevel).toBe(2);
      const game = quiz.newGame(questions, createRandom(1), 0, rules.startLevel);
      expect(game.level).toBe(2);
      expect(game.current.level).toBe(2);
    });
  });
}

describeBands('Bible Bee', beeQuiz, bee, beeRules);
describeBands('Bible Story Quiz', storyQuiz, story, storyRules);
