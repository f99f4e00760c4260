import { describe, expect, it } from 'vitest';
import { type HomeFacts, todaysThings } from '../../src/lib/learner-home.ts';

const quiet: HomeFacts = {
  planDay: null,
  versesDue: 0,
  openGame: { id: 'bible-hangman', title: 'Bible Hangman' },
};
const kinds = (things: ReturnType<typeof todaysThings>) => things.map((t) => t.kind);

describe("a child's three things follow its start", () => {
  it('4-6 (stories): hear a story first, with listening suggested, then a game, then the Bible', () => {
    const things = todaysThings('stories', quiet);
    expect(kinds(things)).toEqual(['story', 'game', 'reading']);
    expect(things[0]).toMatchObject({
      href: '/bible-stories/',
      listen: true,
      title: 'Listen to a Bible story',
    });
    expect(things[1]).toMatchObject({ href: '/games/bible-hangman/', title: 'Play Bible Hangman' });
  });

  it('7-9 (stories and the reader): a story, the WEB reader, then verses when due or a game', () => {
    expect(kinds(todaysThings('stories-reader', quiet))).toEqual(['story', 'reading', 'game']);
    const due = todaysThings('stories-reader', { ...quiet, versesDue: 2 });
    expect(kinds(due)).toEqual(['story', 'reading', 'verses']);
    expect(due[0]).toMatchObject({ listen: false, title: 'Read a Bible story' });
    expect(due[1]!.href).toBe('/bible-explorer/?version=web');
    expect(due[2]!.detail).toBe('2 verses to practise today');
  });

  it("10-12 (the reader): the plan's day first, then memory verses, then the devotional", () => {
    const things = todaysThings('reader', {
      ...quiet,
      planDay: { planId: 'mark-16', title: 'Mark', day: 3 },
    });
    expect(kinds(things)).toEqual(['plan-day', 'verses', 'devotional']);
    expect(things[0]).toMatchObject({ href: '/reading-plans/mark-16/', title: 'Day 3 of your reading plan' });
    expect(kinds(todaysThings('reader', quiet))).toEqual(['reading', 'verses', 'devotional']);
  });

  it('offers verse practice instead of a game when the plan opens none', () => {
    expect(kinds(todaysThings('stories', { ...quiet, openGame: null }))).toEqual([
      'story',
      'verses',
      'reading',
    ]);
  });

  it('never mentions a plan, a price or an upgrade', () => {
    for (const start of ['stories', 'stories-reader', 'reader'] as const) {
      for (const t of todaysThings(start, { ...quiet, versesDue: 1 }))
        expect(`${t.title} ${t.detail} ${t.href}`).not.toMatch(/upgrade|unlock|premium|\$\d|subscription/i);
    }
  });
});
