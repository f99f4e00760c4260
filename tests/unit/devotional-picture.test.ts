import { describe, expect, it } from 'vitest';
import { starterDevotionals } from '../../db/seeds/devotionals-data.ts';
import { devotionalPictures } from '../../src/lib/art.ts';
import { devotionalPicture } from '../../src/lib/devotionals/picture.ts';

describe('devotionalPicture', () => {
  it('gives each of the seven starter devotionals its own picture, by its theme', () => {
    expect(starterDevotionals.map((d) => [d.title, devotionalPicture(d)])).toEqual([
      ['Wonderfully Made', 'heart'],
      ['The Lord Is My Shepherd', 'sheep'],
      ['Be Strong and Courageous', 'shield'],
      ['God So Loved the World', 'world'],
      ['Let Your Light Shine', 'lamp'],
      ['Give Your Worries to God', 'dove'],
      ['Be Kind to One Another', 'kindness'],
    ]);
  });

  it("reads the key verse when the title names no theme, and shows the open Bible when that doesn't either", () => {
    expect(
      devotionalPicture({ title: 'Sunday', keyVerse: 'The LORD is my shepherd; I shall not want.' }),
    ).toBe('sheep');
    expect(devotionalPicture({ title: 'Listen', keyVerse: 'Be still, and know that I am God.' })).toBe(
      'bible',
    );
  });

  it('matches whole words: "mankind" is not about kindness, nor "delight" about light', () => {
    expect(devotionalPicture({ title: 'For all mankind', keyVerse: '' })).toBe('bible');
    expect(devotionalPicture({ title: 'Delight in the Lord', keyVerse: '' })).toBe('bible');
  });

  it('only ever picks a picture of the set', () => {
    const picked = ['Love', 'Fear not', 'Peace', 'Light', 'The earth', 'Help', 'Lamb', ''].map((title) =>
      devotionalPicture({ title, keyVerse: '' }),
    );
    for (const p of picked) expect(devotionalPictures).toContain(p);
  });
});
