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
pageKinds.push({ kind: 'plans', path: '/subscription/' });
pageKinds.push({ kind: 'media center', path: '/media/' });
pageKinds.push({ kind: 'game (Memory Verse Matching, locked for visitors)', path: '/games/memory-verse-matching/' });
