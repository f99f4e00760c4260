import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chooseItem,
  newPuzzle,
  puzzleScore,
  selectCharacter,
  wrongPairMessage,
} from '../../../src/games/christian-puzzle/logic.ts';
import { puzzleDataSchema } from '../../../src/games/christian-puzzle/schema.ts';
import { createRandom } from '../../../src/games/shared/random.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/christian-puzzle.json', 'utf8'));
const data = puzzleDataSchema.parse(entry);
const now = 42_000;

describe('the Christian Puzzle data', () => {
  it('has exactly the six pairs of the spec', () => {
    expect(data.pairs.map((p) => `${p.character}-${p.item}`)).toEqual([
      'Noah-Ark',
      'Moses-Staff',
      'David-Sling',
      'Jonah-Whale',
      'Daniel-Lions',
      'Jesus-Cross',
    ]);
    const withoutNoah = data.pairs.map((p, i) => (i === 0 ? { ...p, id: 'noe' } : p));
    expect(() => puzzleDataSchema.parse({ ...data, pairs: withoutNoah })).toThrow(/noah, moses/);
  });
});

describe('Christian Puzzle', () => {
  it('shows characters and items in seeded orders', () => {
    const s = newPuzzle(data.pairs, createRandom(9), now);
    expect([...s.characterOrder].sort()).toEqual(data.pairs.map((p) => p.id).sort());
    expect([...s.itemOrder].sort()).toEqual(data.pairs.map((p) => p.id).sort());
    expect(newPuzzle(data.pairs, createRandom(9), now)).toEqual(s);
  });

  it('matches a character clicked and then its item', () => {
    let s = selectCharacter(newPuzzle(data.pairs, createRandom(1), now), 'noah');
    expect(s.selected).toBe('noah');
    const r = chooseItem(s, 'noah', now);
    expect(r.outcome).toBe('match');
    expect(r.state.matched).toEqual(['noah']);
    expect(r.state.selected).toBeNull();
    s = r.state;
    expect(selectCharacter(s, 'noah')).toBe(s);
  });

  it('rejects a wrong pair with "Oops! Try again!" and clears the pick', () => {
    const s = selectCharacter(newPuzzle(data.pairs, createRandom(1), now), 'david');
    const r = chooseItem(s, 'jonah', now);
    expect(r.outcome).toBe('wrong');
    expect(wrongPairMessage()).toBe('Oops! Try again!');
    expect(r.state.matched).toEqual([]);
    expect(r.state.selected).toBeNull();
    expect(r.state.mistakes).toBe(1);
  });

  it('asks for a character first when an item is clicked alone', () => {
    const s = newPuzzle(data.pairs, createRandom(1), now);
    expect(chooseItem(s, 'noah', now).outcome).toBe('no-character');
  });

  it('finishes when all six pairs are matched', () => {
    let s = newPuzzle(data.pairs, createRandom(2), now);
    data.pairs.forEach((p, i) => {
      s = chooseItem(selectCharacter(s, p.id), p.id, now + i).state;
    });
    expect(s.finishedAt).toBe(now + 5);
    expect(puzzleScore(s)).toBe(60);
    expect(chooseItem(s, 'noah', now + 9).outcome).toBe('ignored');
  });
});
