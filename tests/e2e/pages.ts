/**
 * One URL for each kind of page the site has; the accessibility scan visits each of them (as a
 * visitor, at desktop and phone widths). Every issue that adds a kind of page adds it here.
 * Pages that need a signed-in user or an admin are scanned in their own specs.
 */
export const pageKinds: Array<{ kind: string; path: string }> = [
  { kind: 'home', path: '/' },
  { kind: 'about', path: '/about/' },
  { kind: 'journey of faith', path: '/explorer/' },
  { kind: 'Bible index', path: '/bible/' },
  { kind: 'not found', path: '/no-such-page/' },
  { kind: 'sign in', path: '/auth/' },
  { kind: 'reset password', path: '/auth/reset/?token=x' },
  { kind: 'plans', path: '/subscription/' },
  { kind: 'media center', path: '/media/' },
  { kind: 'games grid', path: '/games/' },
  { kind: 'game (Bible Hangman)', path: '/games/bible-hangman/' },
  { kind: 'game (Memory Verse Matching, locked for visitors)', path: '/games/memory-verse-matching/' },
  { kind: 'challenges hub', path: '/challenges/' },
  { kind: 'Keep it Real', path: '/challenges/keep-it-real/' },
  { kind: 'Ask & Pray', path: '/ask-and-pray/' },
];
