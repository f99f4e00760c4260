import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  newConnectGame,
  questionsFor,
  rulesFor,
} from '../../../../src/games/christian-connect/logic.ts';
import { connectDataSchema } from '../../../../src/games/christian-connect/schema.ts';
import { createRandom } from '../../../../src/games/shared/random.ts';

const { questions } = connectDataSchema.parse(
  JSON.parse(readFileSync('content/games/christian-connect.json', 'utf8')),
);

describe('Christian Connect by age band', () => {
  it('starts 4-6 on Easy with two answers a question, the right one kept, and Listen', () => {
    const rules = rulesFor('4-6');
    expect(rules).toEqual({ startLevel: 1, maxAnswers: 2, listen: true });
    const seen = questionsFor('4-6', questions);
    for (const [i, q] of seen.entries()) {
      expect(q.answers).toHaveLength(2);
      expect(q.answers[q.correct]).toBe(questions[i]!.answers[questions[i]!.correct]);
    }
    const game = newConnectGame(seen, rules.startLevel, createRandom(1), 0);
    expect(game.level).toBe(1);
    expect(currentQuestion(game, seen)?.answers).toHaveLength(2);
  });

  it('plays 7-9 as before bands: Easy, every answer', () => {
    const rules = rulesFor('7-9');
    expect(rules.startLevel).toBe(1);
    expect(rules.listen).toBe(false);
    expect(questionsFor('7-9', questions)).toEqual(questions);
  });

  it('starts 10-12 on Medium (level 2)', () => {
    const rules = rulesFor('10-12');
    const game = newConnectGame(questionsFor('10-12', questions), rules.startLevel, createRandom(1), 0);
    expect(game.level).toBe(2);
    expect(currentQuestion(game, questions)?.level).toBe(2);
  });
});
