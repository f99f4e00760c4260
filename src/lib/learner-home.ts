import { m } from '#messages';
import type { LearningStart } from './learning-start.ts';

/**
 * A child's home (issue 37.2): today's three things, ordered by where the child's learning starts
 * (issue 36.3). The first is the home's main call to action.
 */

export type HomeThingKind = 'story' | 'devotional' | 'reading' | 'plan-day' | 'verses' | 'game';

export interface HomeThing {
  kind: HomeThingKind;
  href: string;
  title: string;
  /** A line under the title. */
  detail: string;
  /** Listening is suggested (read-aloud), for children who do not read yet. */
  listen: boolean;
}

/** What the learner's day holds, as the API tells it. */
export interface HomeFacts {
  /** The first reading plan with a day to read, or null. */
  planDay: { planId: string; title: string; day: number } | null;
  /** Memory verses due today. */
  versesDue: number;
  /** The first game the family's plan opens, or null. */
  openGame: { id: string; title: string } | null;
}

/** Where the story path lives (its pages: /bible-stories/). */
export const storyPathHref = '/bible-stories/';
/** The reader a child opens: the World English Bible. */
export const childReaderHref = '/bible-explorer/?version=web';

function story(start: LearningStart): HomeThing {
  const listen = start === 'stories';
  return {
    kind: 'story',
    href: storyPathHref,
    title: listen ? m.home_thing_listen_story() : m.home_thing_read_story(),
    detail: listen ? m.home_thing_listen_story_detail() : m.home_thing_read_story_detail(),
    listen,
  };
}

function devotional(): HomeThing {
  return {
    kind: 'devotional',
    href: '/devotionals/',
    title: m.home_thing_devotional(),
    detail: m.home_thing_devotional_detail(),
    listen: false,
  };
}

function reading(facts: HomeFacts): HomeThing {
  const plan = facts.planDay;
  if (plan) {
    return {
      kind: 'plan-day',
      href: `/reading-plans/${plan.planId}/`,
      title: m.home_thing_plan_day({ day: plan.day }),
      detail: plan.title,
      listen: false,
    };
  }
  return {
    kind: 'reading',
    href: childReaderHref,
    title: m.home_thing_read_bible(),
    detail: m.home_thing_read_bible_detail(),
    listen: false,
  };
}

function verses(facts: HomeFacts): HomeThing {
  return {
    kind: 'verses',
    href: '/challenges/memory-master/',
    title: m.home_thing_verses(),
    detail:
      facts.versesDue > 0
        ? m.home_thing_verses_due({ count: facts.versesDue })
        : m.home_thing_verses_detail(),
    listen: false,
  };
}

/** A game to play, or verse practice when the plan opens no game. */
function game(facts: HomeFacts): HomeThing {
  if (!facts.openGame) return verses(facts);
  return {
    kind: 'game',
    href: `/games/${facts.openGame.id}/`,
    title: m.home_thing_game({ game: facts.openGame.title }),
    detail: m.home_thing_game_detail(),
    listen: false,
  };
}

/**
 * Today's three things for a start: 4-6 hear a story, play, then read; 7-9 read a story, read the
 * Bible, then practise verses (when some are due) or play; 10-12 read (the plan's day first),
 * practise verses, then the day's devotional.
 */
export function todaysThings(start: LearningStart, facts: HomeFacts): [HomeThing, HomeThing, HomeThing] {
  switch (start) {
    case 'stories':
      return [story(start), game(facts), reading(facts)];
    case 'stories-reader':
      return [story(start), reading(facts), facts.versesDue > 0 ? verses(facts) : game(facts)];
    case 'reader':
      return [reading(facts), verses(facts), devotional()];
  }
}
