import { describe, expect, it } from 'vitest';
import {
  fernandezHuerta,
  minFernandezHuerta,
  spanishSyllables,
  spanishWords,
} from '../../src/lib/bible-stories/readability-es.ts';

describe('spanishSyllables', () => {
  it.each([
    ['sol', 1],
    ['casa', 2],
    ['mariposa', 4],
    ['Dios', 1],
    ['tierra', 2],
    ['agua', 2],
    ['ciudad', 2],
    ['cuidado', 3],
  ])('counts a diphthong as one syllable: %s has %i', (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });

  it.each([
    ['leer', 2],
    ['día', 2],
    ['río', 2],
    ['Noé', 2],
    ['Israel', 3],
    ['reír', 2],
    ['aéreo', 4],
  ])('splits a hiatus into two: %s has %i', (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });

  it.each([
    ['que', 1],
    ['guerra', 2],
    ['pingüino', 3],
    ['y', 1],
    ['yo', 1],
    ['rey', 1],
    ['muy', 1],
    ['ahora', 3],
    ['Éxodo', 3],
  ])('reads the silent u, the two sounds of y and the silent h: %s has %i', (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });
});

describe('fernandezHuerta', () => {
  it('counts words with accents and ñ, and sentences ending at . ! ?', () => {
    expect(spanishWords('¡Mañana, Noé!')).toEqual(['Mañana', 'Noé']);
    expect(fernandezHuerta('Dios hizo el sol. ¡Hizo el mar! «Es bueno», dijo Dios. ¿Lo ves?')).toMatchObject({
      words: 13,
      sentences: 4,
    });
  });

  it('gives short sentences of short words an easy index', () => {
    const easy = fernandezHuerta('Dios hizo la luz. La luz era buena. Luego hizo el mar y los peces.');
    expect(easy.index).toBeGreaterThanOrEqual(minFernandezHuerta);
  });

  it('gives long sentences of long words a hard index', () => {
    const hard = fernandezHuerta(
      'Consecuentemente, la extraordinariamente magnífica congregación contemplaba la inesperada ' +
        'revelación con considerable asombro y profundísima admiración institucional.',
    );
    expect(hard.index).toBeLessThan(minFernandezHuerta);
  });

  it('gives an empty text no index', () => {
    expect(fernandezHuerta('')).toEqual({ words: 0, sentences: 0, syllables: 0, index: 0 });
  });
});
