import { siteDay } from '../../src/lib/site-day.ts';

/**
 * One URL for each kind of page the site has; the accessibility scan visits each of them.
 * Every issue that adds a kind of page adds it here.
 */
export const pageKinds: Array<{ kind: string; path: string }> = [
  { kind: 'home', path: '/' },
  { kind: 'about', path: '/about/' },
  { kind: 'journey of faith', path: '/explorer/' },
  { kind: 'Bible index', path: '/bible/' },
  { kind: 'not found', path: '/no-such-page/' },
  { kind: 'games grid', path: '/games/' },
  { kind: 'game (Bible Hangman)', path: '/games/bible-hangman/' },
];
pageKinds.push({ kind: 'sign in', path: '/auth/' }, { kind: 'reset password', path: '/auth/reset/?token=x' });

// Devotionals and mini lessons (issue 5). The e2e server seeds a week of devotionals around the day
// it starts, in its time zone (UTC): today's is "God So Loved the World".
const seededToday = siteDay(new Date(), 'UTC');
pageKinds.push(
  { kind: 'devotionals', path: '/devotionals/' },
  { kind: 'devotional', path: `/devotionals/${seededToday}-god-so-loved-the-world/` },
  { kind: 'devotional archive', path: '/devotionals/archive/' },
  { kind: 'mini lesson', path: '/explorer/lessons/gospel/' },
);
pageKinds.push({ kind: 'plans', path: '/subscription/' });
pageKinds.push({ kind: 'media center', path: '/media/' });
pageKinds.push(
  { kind: 'challenges hub', path: '/challenges/' },
  { kind: 'Keep it Real', path: '/challenges/keep-it-real/' },
  { kind: 'Ask & Pray', path: '/ask-and-pray/' },
);
