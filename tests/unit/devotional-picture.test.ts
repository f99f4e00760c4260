import { describe, expect, it } from 'vitest';
import { starterDevotionals } from '../../db/seeds/devotionals-data.ts';
import { starterDevotionalsEs } from '../../db/seeds/devotionals-data-es.ts';
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

  it('gives each Spanish starter devotional the picture of its English twin, by its Spanish words', () => {
    const pictures = starterDevotionalsEs.map((d) => devotionalPicture({ ...d, locale: 'es' }));
    expect(pictures).toEqual(starterDevotionals.map((d) => devotionalPicture(d)));
  });

  it('reads Spanish words, accents and all, from their beginning', () => {
    const es = (title: string, keyVerse = '') => devotionalPicture({ title, keyVerse, locale: 'es' });
    expect(es('Jehová es mi pastor')).toBe('sheep');
    expect(es('Sin miedo')).toBe('shield');
    expect(es('Dios te dio la paz')).toBe('dove');
    expect(es('Capaz de todo')).toBe('bible');
    expect(es('El rebaño del Señor')).toBe('sheep');
    expect(es('Domingo', 'Porque de tal manera amó Dios al mundo')).toBe('world');
    expect(es('Resplandor')).toBe('bible');
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
