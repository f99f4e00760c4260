import { describe, expect, it } from 'vitest';
import {
  chaptersCountingToward,
  chaptersRequired,
  type ReadChapter,
  readingChallengesNowMet,
} from '../../../src/lib/challenges/reading-completion.ts';
import { parseVerificationRequirements } from '../../../src/lib/challenges/requirements.ts';

const read = (...refs: string[]): ReadChapter[] =>
  refs.map((ref) => {
    const [version, book, chapter] = ref.split(' ');
    return { version: version!, book: book!, chapter: Number(chapter) };
  });

describe('automatic completion of reading challenges', () => {
  it('is met when the chapters read reach chapters_required', () => {
    const challenges = [
      { id: 'three', requirement: { type: 'bible_reading' as const, chapters_required: 3 } },
    ];
    expect(readingChallengesNowMet(challenges, read('kjv ruth 1', 'kjv ruth 2'), new Set())).toEqual([]);
    expect(
      readingChallengesNowMet(challenges, read('kjv ruth 1', 'kjv ruth 2', 'kjv mark 1'), new Set()),
    ).toEqual([{ challengeId: 'three', chaptersRead: 3, chaptersRequired: 3 }]);
  });

  it('is never met again once a verification exists', () => {
    const challenges = [{ id: 'one', requirement: { type: 'bible_reading' as const, chapters_required: 1 } }];
    expect(readingChallengesNowMet(challenges, read('kjv ruth 1'), new Set(['one']))).toEqual([]);
  });

  it('counts only the named book, whether named by name, slug or id', () => {
    const reading = read('kjv john 1', 'kjv mark 1', 'kjv mark 2');
    for (const book of ['Mark', 'mark', 'MRK']) {
      expect(chaptersCountingToward({ type: 'bible_reading', book, chapters_required: 2 }, reading)).toBe(2);
    }
    expect(chaptersCountingToward({ type: 'bible_reading', book: 'Luke' }, reading)).toBe(0);
  });

  it('never meets a challenge that names a book which does not exist', () => {
    const challenges = [
      {
        id: 'x',
        requirement: {
          type: 'bible_reading' as const,
          book: 'Hezekiah',
          chapters_required: 0 as unknown as number,
        },
      },
    ];
    expect(readingChallengesNowMet(challenges, read('kjv john 1'), new Set())).toEqual([]);
  });

  it('counts a chapter read in two versions once', () => {
    expect(chaptersCountingToward({ type: 'bible_reading' }, read('kjv john 3', 'asv john 3'))).toBe(1);
  });

  it('counts only the specific chapters when the challenge lists them', () => {
    const requirement = { type: 'bible_reading' as const, book: 'John', specific_chapters: [1, 2, 3] };
    expect(chaptersRequired(requirement)).toBe(3);
    expect(
      chaptersCountingToward(requirement, read('kjv john 1', 'kjv john 2', 'kjv john 4', 'kjv john 5')),
    ).toBe(2);
    expect(chaptersCountingToward(requirement, read('kjv john 1', 'asv john 2', 'kjv john 3'))).toBe(3);
  });

  it('asks for one chapter when the requirement gives no number', () => {
    expect(chaptersRequired({ type: 'bible_reading' })).toBe(1);
    expect(chaptersRequired({ type: 'bible_reading', chapters_required: 7, specific_chapters: [1] })).toBe(7);
  });
});

describe('verification requirements', () => {
  it('parses each type and rejects anything else', () => {
    expect(
      parseVerificationRequirements('{"type":"bible_reading","book":"John","chapters_required":3}'),
    ).toEqual({
      type: 'bible_reading',
      book: 'John',
      chapters_required: 3,
    });
    expect(parseVerificationRequirements('{"type":"game_completion","games_required":2}')?.type).toBe(
      'game_completion',
    );
    expect(parseVerificationRequirements('{"type":"bible_reading","chapters_required":"3"}')).toBeNull();
    expect(parseVerificationRequirements('{"type":"bible_reading","chapters_required":0}')).toBeNull();
    expect(parseVerificationRequirements('{"type":"dancing"}')).toBeNull();
    expect(parseVerificationRequirements('not json')).toBeNull();
  });
});
