import { describe, expect, it } from 'vitest';
import { locate, speechPieces, wordLength } from '../../src/lib/read-aloud/speech-text.ts';

describe('speechPieces', () => {
  it('cuts a verse into sentences that keep their place in the text', () => {
    const text = 'Jesus wept. Then said the Jews, Behold how he loved him! And some said; ok';
    const pieces = speechPieces(text);
    expect(pieces.map((p) => p.text)).toEqual([
      'Jesus wept.',
      'Then said the Jews, Behold how he loved him!',
      'And some said;',
      'ok',
    ]);
    for (const p of pieces) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it('cuts a long sentence at a comma or space, never past the limit', () => {
    const text = `${'and the LORD said, '.repeat(30)}amen`;
    const pieces = speechPieces(text, 60);
    expect(pieces.length).toBeGreaterThan(5);
    for (const p of pieces) {
      expect(p.text.length).toBeLessThanOrEqual(60);
      expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
    }
    expect(pieces.map((p) => p.text).join(' ')).toBe(text);
  });

  it('drops blank text and cuts a word longer than the limit', () => {
    expect(speechPieces('   ')).toEqual([]);
    expect(speechPieces('abcdefghij', 4).map((p) => p.text)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('locate', () => {
  it('finds the text node and offset of a character across nodes', () => {
    // "In the " + "beginning" (a glossary mark) + " God created"
    const lengths = [7, 9, 12];
    expect(locate(lengths, 0)).toEqual({ segment: 0, offset: 0 });
    expect(locate(lengths, 7)).toEqual({ segment: 1, offset: 0 });
    expect(locate(lengths, 15)).toEqual({ segment: 1, offset: 8 });
    expect(locate(lengths, 16)).toEqual({ segment: 2, offset: 0 });
    expect(locate(lengths, 28)).toBeNull();
    expect(locate(lengths, -1)).toBeNull();
  });

  it('gives a word its length up to the next space', () => {
    expect(wordLength('In the beginning God', 7)).toBe(9);
    expect(wordLength('end.', 0)).toBe(4);
    expect(wordLength('a ', 1)).toBe(0);
  });
});
