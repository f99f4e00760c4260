import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../api/auth/cookie-value.ts';

const headers = [
  '',
  'session=abc.def',
  'session=abc.def; device=xyz',
  'device=xyz; session=abc.def',
  'device=xyz;session=abc.def;',
  ' session = abc.def ',
  '\tsession\t=\tabc.def\t',
  'session=',
  'session',
  'session=a=b',
  'session="abc.def"',
  'session="',
  'session=""',
  'session=a b',
  'session=a,b',
  'session=a\\b',
  'session=caf%C3%A9',
  'session=bad%E0%A4%A',
  'session=bad,x; session=good',
  'session=first; session=second',
  'sessions=other; session=mine',
  'xsession=other',
  'session=a;;session=b',
  ';;;',
  '=session',
  'a=1; b=2; c=3',
  'session=é',
  'session =x; session=y',
  'session\u00a0=nbsp',
  'session=abc.def;device',
];

describe('cookieValue', () => {
  it('gives what Hono parse(cookie, name)[name] gives, for every header here', () => {
    for (const header of headers) {
      for (const name of ['session', '__Host-session', 'device']) {
        expect(cookieValue(header, name), `${name} in ${JSON.stringify(header)}`).toBe(
          parse(header, name)[name],
        );
      }
    }
  });

  it('agrees with Hono on random headers made of the characters that matter', () => {
    const pieces = [
      'session',
      '__Host-session',
      '=',
      ';',
      ' ',
      '\t',
      '"',
      '%',
      '%41',
      '%E0',
      'a',
      '.',
      ',',
      'é',
      'x',
    ];
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      const header = Array.from({ length: 1 + next(12) }, () => pieces[next(pieces.length)]).join('');
      for (const name of ['session', '__Host-session']) {
        expect(cookieValue(header, name), JSON.stringify(header)).toBe(parse(header, name)[name]);
      }
    }
  });

  it('leaves a name Hono would never match to Hono', () => {
    expect(cookieValue('a b=1', 'a b')).toBe(parse('a b=1', 'a b')['a b']);
    expect(cookieValue('x=1', '')).toBe(parse('x=1', '')['']);
  });
});
