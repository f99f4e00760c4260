import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beeDataSchema } from '../../../src/games/bible-bee/schema.ts';
import { hangmanDataSchema } from '../../../src/games/bible-hangman/schema.ts';
import { storyQuizDataSchema } from '../../../src/games/bible-story-quiz/schema.ts';
import { normalizeAnswer } from '../../../src/games/memory-verse/logic.ts';
import { memoryVerseDataSchema } from '../../../src/games/memory-verse/schema.ts';
import { scrambledBandRules, versesByLocale } from '../../../src/games/scrambled-verse/rules.ts';
import { scrambledVerseDataSchemaFor } from '../../../src/games/scrambled-verse/schema.ts';
import { alphabets, plainWord } from '../../../src/games/shared/letters.ts';
import { wordSearchBandRules } from '../../../src/games/word-search/rules.ts';
import { wordSearchDataSchema } from '../../../src/games/word-search/schema.ts';
import { rv1909Text } from './rv1909.ts';

/** A game's Spanish data file, content/games/es/<slug>.json. */
function spanish(slug: string): unknown {
  return JSON.parse(readFileSync(`content/games/es/${slug}.json`, 'utf8'));
}

/** Whether a game's verse is the Reina-Valera's wording (capitals, punctuation and a psalm's title aside). */
function isRv1909Wording(reference: string, text: string): boolean {
  const rv = rv1909Text(reference);
  return rv !== null && normalizeAnswer(rv).includes(normalizeAnswer(text));
}

describe('the Spanish games data (content/games/es/)', () => {
  it('Hangman: 7 levels of 6 Spanish words, each made of letters of the Spanish buttons', () => {
    const { words } = hangmanDataSchema.parse(spanish('bible-hangman'));
    expect(words).toHaveLength(42);
    for (let level = 1; level <= 7; level++) expect(words.filter((w) => w.level === level)).toHaveLength(6);
    for (const w of words) {
      expect(
        [...plainWord(w.word)].every((l) => alphabets.es.includes(l)),
        w.word,
      ).toBe(true);
      expect(rv1909Text(w.reference), w.reference).not.toBeNull();
    }
    // The 4-6 band starts on level 1: three- and four-letter words.
    expect(words.filter((w) => w.level === 1).every((w) => w.word.length <= 4)).toBe(true);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['LEÓN', 'JESÚS', 'MONTAÑA']));
  });

  it('Scrambled Verse: the four verses and four short ones, in Reina-Valera 1909 wording', () => {
    const data = scrambledVerseDataSchemaFor('es').parse(spanish('scrambled-verse'));
    expect(data.verses.map((v) => v.reference)).toEqual(versesByLocale.es.verses);
    expect(data.shortVerses.map((v) => v.reference)).toEqual(versesByLocale.es.shortVerses);
    expect(data.verses[0]!.text).toMatch(/^Porque de tal manera amó Dios al mundo/);
    for (const v of [...data.verses, ...data.shortVerses])
      expect(isRv1909Wording(v.reference, v.text), v.reference).toBe(true);
    const maxShort = scrambledBandRules['4-6'].maxTiles;
    for (const v of data.shortVerses) expect(v.text.split(' ').length).toBeLessThanOrEqual(maxShort);
    // The English list would not do: the Spanish references are checked as such.
    expect(scrambledVerseDataSchemaFor('en').safeParse(data).success).toBe(false);
  });

  it('Memory Verse: five verses and five short ones, in Reina-Valera 1909 wording', () => {
    const data = memoryVerseDataSchema.parse(spanish('memory-verse'));
    expect(data.verses).toHaveLength(5);
    expect(data.shortVerses).toHaveLength(5);
    for (const v of [...data.verses, ...data.shortVerses])
      expect(isRv1909Wording(v.reference, v.text), v.reference).toBe(true);
  });

  it('Bible Bee: 5 questions at each of 3 levels, with Spanish references', () => {
    const { questions } = beeDataSchema.parse(spanish('bible-bee'));
    expect(questions).toHaveLength(15);
    for (const q of questions) {
      expect(q.question).toMatch(/^¿.+\?$/);
      expect(rv1909Text(q.reference), q.reference).not.toBeNull();
    }
  });

  it('Bible Story Quiz: 2 stories at each of 3 levels, with Spanish references', () => {
    const { questions } = storyQuizDataSchema.parse(spanish('bible-story-quiz'));
    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(q.question).toMatch(/^¿.+\?$/);
      expect(rv1909Text(q.reference), q.reference).not.toBeNull();
    }
  });

  it('Word Search: 16 Spanish words, enough short ones for the 4-6 band', () => {
    const { words } = wordSearchDataSchema.parse(spanish('word-search'));
    expect(words).toHaveLength(16);
    const short = words.filter((w) => w.length <= wordSearchBandRules['4-6'].maxWordLength);
    expect(short.length).toBeGreaterThanOrEqual(wordSearchBandRules['4-6'].wordCount);
    expect(words).toEqual(expect.arrayContaining(['MOISÉS', 'SEÑOR']));
  });

  it('a reference may name a Spanish book, accents and all, and a verse range', () => {
    const verse = (reference: string) => ({ reference, text: 'Orad sin cesar siempre.' });
    const schema = memoryVerseDataSchema.shape.verses.element;
    for (const ok of ['Juan 3:16', 'Génesis 2:2-3', 'Éxodo 3:10', '1 Tesalonicenses 5:17', 'Jonás 2:1'])
      expect(schema.safeParse(verse(ok)).success, ok).toBe(true);
    for (const bad of ['juan 3:16', 'Juan 3', 'Juan: 3:16'])
      expect(schema.safeParse(verse(bad)).success, bad).toBe(false);
  });
});
