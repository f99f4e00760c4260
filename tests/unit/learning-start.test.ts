import { describe, expect, it } from 'vitest';
import { learningStartOf } from '../../src/lib/learning-start.ts';

describe('learningStartOf', () => {
  const child = (ageBand: string | null, learningStart: string | null = null) => ({
    kind: 'child' as const,
    ageBand,
    learningStart,
  });

  it('starts 4-6 on the story path, 7-9 on stories and the reader, 10-12 on the reader', () => {
    expect(learningStartOf(child('4-6'))).toBe('stories');
    expect(learningStartOf(child('7-9'))).toBe('stories-reader');
    expect(learningStartOf(child('10-12'))).toBe('reader');
  });

  it("follows the parent's choice over the age band", () => {
    expect(learningStartOf(child('4-6', 'reader'))).toBe('reader');
    expect(learningStartOf(child('10-12', 'stories'))).toBe('stories');
  });

  it('ignores a stored value that is not a start, and starts a child without age band as 7-9', () => {
    expect(learningStartOf(child('4-6', 'games'))).toBe('stories');
    expect(learningStartOf(child(null))).toBe('stories-reader');
  });

  it("gives the account's own profile no start", () => {
    expect(learningStartOf({ kind: 'self', ageBand: null, learningStart: null })).toBeNull();
  });
});
