import { describe, expect, it } from 'vitest';
import {
  ftsMatchExpression,
  highlightSegments,
  matchEnd,
  matchStart,
  parseSearchTerms,
} from '../../../src/lib/bible/search.ts';

describe('the FTS5 query builder', () => {
  it('requires every word, each quoted', () => {
    expect(ftsMatchExpression('love one another')).toBe('"love" "one" "another"');
  });

  it('keeps quoted phrases together', () => {
    expect(ftsMatchExpression('"begotten Son" world')).toBe('"begotten son" "world"');
  });

  it('turns a trailing star into a prefix, on words and on phrases', () => {
    expect(ftsMatchExpression('begott*')).toBe('"begott"*');
    expect(ftsMatchExpression('"only begott"*')).toBe('"only begott"*');
    expect(ftsMatchExpression('"only begott*"')).toBe('"only begott"*');
  });

  it('searches a one-letter prefix as a whole word (it would match most of the Bible)', () => {
    expect(ftsMatchExpression('a*')).toBe('"a"');
  });

  it('splits words with apostrophes the way the index does', () => {
    expect(ftsMatchExpression("LORD's house")).toBe('"lord s" "house"');
  });

  it('treats an unclosed quote as a phrase to the end', () => {
    expect(ftsMatchExpression('love "begotten Son')).toBe('"love" "begotten son"');
  });

  it('turns FTS syntax into plain words or nothing', () => {
    expect(ftsMatchExpression('NEAR(light darkness, 3)')).toBe('"near" "light" "darkness" "3"');
    expect(ftsMatchExpression('love OR hate NOT fear')).toBe('"love" "or" "hate" "not" "fear"');
    expect(ftsMatchExpression('text:love ^grace -sin +joy {peace}')).toBe(
      '"text" "love" "grace" "sin" "joy" "peace"',
    );
    for (const nothing of ['"', '*', ')', '(', '""', '"*"', '  ', '-', '\\', ':'])
      expect(ftsMatchExpression(nothing)).toBeNull();
  });

  it('keeps letters of any alphabet and drops everything else', () => {
    expect(ftsMatchExpression('Ésaïe <script>')).toBe('"ésaïe" "script"');
  });

  it('uses at most 12 terms', () => {
    expect(parseSearchTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });
});

describe('highlighted text', () => {
  it('splits the database’s marked text into plain and matching parts', () => {
    expect(highlightSegments(`his only ${matchStart}begotten Son${matchEnd}, that`)).toEqual([
      { text: 'his only ', match: false },
      { text: 'begotten Son', match: true },
      { text: ', that', match: false },
    ]);
    expect(highlightSegments(`${matchStart}Love${matchEnd}`)).toEqual([{ text: 'Love', match: true }]);
    expect(highlightSegments('plain')).toEqual([{ text: 'plain', match: false }]);
  });
});
