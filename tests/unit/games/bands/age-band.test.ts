import { describe, expect, it } from 'vitest';
import { gameBandOf, withFewerChoices } from '../../../../src/games/shared/age-band.ts';

describe('the age band a game plays by', () => {
  it("is a child's own band", () => {
    expect(
      gameBandOf({ id: 'c', kind: 'child', name: 'Noah', avatar: 'owl', ageBand: '4-6', start: null }),
    ).toBe('4-6');
    expect(
      gameBandOf({ id: 'c', kind: 'child', name: 'Ann', avatar: 'owl', ageBand: '10-12', start: null }),
    ).toBe('10-12');
  });

  it('is 7-9 (the rules before bands) for visitors, parents and a child without a band', () => {
    expect(gameBandOf(null)).toBe('7-9');
    expect(gameBandOf(undefined)).toBe('7-9');
    expect(
      gameBandOf({ id: 'p', kind: 'self', name: 'Mum', avatar: 'lamb', ageBand: null, start: null }),
    ).toBe('7-9');
    expect(
      gameBandOf({ id: 'c', kind: 'child', name: 'Tom', avatar: 'owl', ageBand: null, start: null }),
    ).toBe('7-9');
  });
});

describe('fewer choices', () => {
  it('keeps the right choice, in its place, and the first wrong ones', () => {
    const q = { correct: 2 };
    expect(withFewerChoices(q, ['A', 'B', 'C', 'D'], 3)).toEqual({
      question: { correct: 2 },
      choices: ['A', 'B', 'C'],
    });
    expect(withFewerChoices({ correct: 3 }, ['A', 'B', 'C', 'D'], 3)).toEqual({
      question: { correct: 2 },
      choices: ['A', 'B', 'D'],
    });
    expect(withFewerChoices({ correct: 0 }, ['A', 'B', 'C', 'D'], 2)).toEqual({
      question: { correct: 0 },
      choices: ['A', 'B'],
    });
  });

  it('changes nothing when there are no more choices than allowed', () => {
    const q = { correct: 1 };
    expect(withFewerChoices(q, ['A', 'B', 'C'], 3).question).toBe(q);
  });
});
