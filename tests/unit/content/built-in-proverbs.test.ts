import { describe, expect, it } from 'vitest';
import { readHolyBibleVersion } from '../../../db/bible/import.ts';
import { findBook } from '../../../src/lib/bible/books.ts';
import { builtInProverbs } from '../../../src/lib/wisdom/built-in.ts';
import { builtInProverbsEs } from '../../../src/lib/wisdom/built-in-es.ts';
import { proverbKey } from '../../../src/lib/wisdom/proverb.ts';
import { rv1909Text } from './rv1909-text.ts';

const kjv = readHolyBibleVersion('kjv');
const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[.,;:!?]+$/, '')
    .trim();

describe('the built-in proverbs', () => {
  it('has about 50 proverbs, all complete and different', () => {
    expect(builtInProverbs.length).toBeGreaterThanOrEqual(50);
    for (const p of builtInProverbs) {
      expect(p.proverb && p.meaning && p.whyItMatters && p.reference, p.proverb).toBeTruthy();
    }
    expect(new Set(builtInProverbs.map((p) => proverbKey(p.proverb))).size).toBe(builtInProverbs.length);
  });

  it('quotes each verse word for word from the KJV', () => {
    for (const p of builtInProverbs) {
      const [, bookName, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(p.reference ?? '') ?? [];
      const book = findBook(bookName ?? '');
      const text = kjv.find(
        (v) => v.book === book?.number && v.chapter === Number(chapter) && v.verse === Number(verse),
      )?.text;
      expect(text, p.reference ?? '').toBeTruthy();
      expect(normalize(p.proverb), p.reference ?? '').toBe(normalize(text!));
    }
  });
});

describe('the built-in Spanish proverbs', () => {
  it('has one for each English proverb, all complete and different', () => {
    expect(builtInProverbsEs).toHaveLength(builtInProverbs.length);
    for (const p of builtInProverbsEs) {
      expect(p.proverb && p.meaning && p.whyItMatters && p.reference, p.proverb).toBeTruthy();
    }
    expect(new Set(builtInProverbsEs.map((p) => proverbKey(p.proverb))).size).toBe(builtInProverbsEs.length);
  });

  it('quotes each verse word for word from the Reina-Valera 1909', () => {
    for (const p of builtInProverbsEs) {
      const text = rv1909Text(p.reference ?? '');
      expect(text, p.reference ?? '').toBeTruthy();
      expect(normalize(p.proverb), p.reference ?? '').toBe(normalize(text!));
    }
  });
});
