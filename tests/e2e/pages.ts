import { siteDay } from '../../src/lib/site-day.ts';

/**
 * One URL for each kind of page the site has; the accessibility scan visits each of them (as a
 * visitor, at desktop and phone widths). Every issue that adds a kind of page adds it here.
 * Pages that need a signed-in user or an admin are scanned in their own specs.
 */

// The e2e server seeds a week of devotionals around the day it starts, in its time zone (UTC):
// today's is "God So Loved the World".
const seededToday = siteDay(new Date(), 'UTC');

export const pageKinds: Array<{ kind: string; path: string }> = [
  { kind: 'home', path: '/' },
  { kind: 'about', path: '/about/' },
  { kind: 'privacy', path: '/privacy/' },
  { kind: 'journey of faith', path: '/explorer/' },
  { kind: 'Bible index', path: '/bible/' },
  { kind: 'not found', path: '/no-such-page/' },
  { kind: 'sign in', path: '/auth/' },
  { kind: 'reset password', path: '/auth/reset/?token=x' },
  { kind: 'plans', path: '/subscription/' },
  { kind: 'media center', path: '/media/' },
  { kind: 'devotionals', path: '/devotionals/' },
  { kind: 'devotional', path: `/devotionals/${seededToday}-god-so-loved-the-world/` },
  { kind: 'devotional archive', path: '/devotionals/archive/' },
  { kind: 'mini lesson', path: '/explorer/lessons/gospel/' },
  { kind: 'games grid', path: '/games/' },
  { kind: 'game (Bible Hangman)', path: '/games/bible-hangman/' },
  { kind: 'game (Memory Verse Matching, locked for visitors)', path: '/games/memory-verse-matching/' },
  { kind: 'challenges hub', path: '/challenges/' },
  { kind: 'Keep it Real', path: '/challenges/keep-it-real/' },
  { kind: 'Truth Quest', path: '/challenges/truth-quest/' },
  { kind: 'Memory Master', path: '/challenges/memory-master/' },
  { kind: 'Achievements', path: '/challenges/achievements/' },
  { kind: 'Ask & Pray', path: '/ask-and-pray/' },
  { kind: 'Bible book', path: '/bible/kjv/john/' },
  { kind: 'Bible chapter', path: '/bible/kjv/john/3/' },
  { kind: 'Bible stories', path: '/bible-stories/' },
  { kind: 'Bible story', path: '/bible-stories/noahs-big-boat/' },
  { kind: 'Bible explorer', path: '/bible-explorer/?version=asv&book=psalms&chapter=23' },
  { kind: 'Bible search', path: '/bible/search/?q=%22begotten+Son%22' },
  { kind: 'Bible words', path: '/bible/words/' },
  { kind: 'printables', path: '/printables/' },
  { kind: 'offline page', path: '/offline/' },
  { kind: 'printable word search', path: '/printables/word-search/' },
  { kind: 'printable bingo card', path: '/printables/bingo/' },
  { kind: 'printable tracing sheet', path: '/printables/tracing/john-3-16/' },
  { kind: 'reading plans', path: '/reading-plans/' },
  { kind: 'reading plan', path: '/reading-plans/gospel-of-mark-16-days/' },
];

/**
 * The same kinds of page in Spanish (issue 35): each page under /es/, the Bible's in the Reina-Valera
 * 1909 (its pages exist once, in Spanish), a Spanish mini lesson. A Spanish devotional's page is scanned
 * by tests/e2e/devotionals-es.spec.ts, as its path is the seeded Spanish devotional's.
 */
const spanishPaths: Record<string, string | null> = {
  'Bible book': '/es/bible/rv1909/john/',
  'Bible chapter': '/es/bible/rv1909/john/3/',
  'Bible explorer': '/es/bible-explorer/?version=rv1909&book=psalms&chapter=23',
  'Bible search': '/es/bible/search/?q=am%C3%B3',
  'mini lesson': '/es/explorer/lessons/evangelio/',
  devotional: null,
};

export const spanishPageKinds: Array<{ kind: string; path: string }> = pageKinds.flatMap(({ kind, path }) => {
  const spanish = kind in spanishPaths ? spanishPaths[kind] : `/es${path}`;
  return spanish ? [{ kind: `${kind} (Spanish)`, path: spanish }] : [];
});
