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
pageKinds.push(
  { kind: 'challenges hub', path: '/challenges/' },
  { kind: 'Keep it Real', path: '/challenges/keep-it-real/' },
  { kind: 'Ask & Pray', path: '/ask-and-pray/' },
);
pageKinds.push(
  { kind: 'Bible book', path: '/bible/kjv/john/' },
  { kind: 'Bible chapter', path: '/bible/kjv/john/3/' },
  { kind: 'Bible explorer', path: '/bible-explorer/?version=asv&book=psalms&chapter=23' },
  { kind: 'Bible search', path: '/bible/search/?q=%22begotten+Son%22' },
);
