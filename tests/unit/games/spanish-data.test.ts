import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adventureDataSchema } from '../../../src/games/bible-adventure/schema.ts';
import { bingoDataSchema } from '../../../src/games/bible-bingo/schema.ts';
import { gameCardSchema, gameCardTextSchema, withCardTexts } from '../../../src/games/catalog.ts';
import {
  connectDataSchema,
  connectLevelCount,
  questionsPerLevel,
} from '../../../src/games/christian-connect/schema.ts';
import { puzzleDataSchema } from '../../../src/games/christian-puzzle/schema.ts';
import { gameDataPath } from '../../../src/games/data-file.ts';
import { galatiansVerses } from '../../../src/games/fruit-spirit-hunt/levels.ts';
import { fruitIds, huntDataSchema } from '../../../src/games/fruit-spirit-hunt/schema.ts';
import { pairsFor as matchingPairsFor } from '../../../src/games/memory-verse-matching/logic.ts';
import { matchingDataSchema } from '../../../src/games/memory-verse-matching/schema.ts';
import { rv1909Text } from './rv1909.ts';

const load = (slug: string, locale: 'en' | 'es'): unknown =>
  JSON.parse(readFileSync(gameDataPath(slug, locale), 'utf8'));

const en = {
  matching: matchingDataSchema.parse(load('memory-verse-matching', 'en')),
  adventure: adventureDataSchema.parse(load('bible-adventure', 'en')),
  puzzle: puzzleDataSchema.parse(load('christian-puzzle', 'en')),
  hunt: huntDataSchema.parse(load('fruit-spirit-hunt', 'en')),
  bingo: bingoDataSchema.parse(load('bible-bingo', 'en')),
  connect: connectDataSchema.parse(load('christian-connect', 'en')),
};
const es = {
  matching: matchingDataSchema.parse(load('memory-verse-matching', 'es')),
  adventure: adventureDataSchema.parse(load('bible-adventure', 'es')),
  puzzle: puzzleDataSchema.parse(load('christian-puzzle', 'es')),
  hunt: huntDataSchema.parse(load('fruit-spirit-hunt', 'es')),
  bingo: bingoDataSchema.parse(load('bible-bingo', 'es')),
  connect: connectDataSchema.parse(load('christian-connect', 'es')),
};

/** A quote matches its verse whatever the case (the 1909 text capitalises a chapter's first word). */
function expectQuoted(quote: string, reference: string): void {
  const verse = rv1909Text(reference);
  expect(verse, reference).not.toBeNull();
  expect(verse!.toLowerCase(), reference).toContain(quote.toLowerCase());
}

describe('the Spanish game data (content/games/es/)', () => {
  it('lives beside the English data, one file a game', () => {
    expect(gameDataPath('bible-bingo', 'en')).toBe('./content/games/bible-bingo.json');
    expect(gameDataPath('bible-bingo', 'es')).toBe('./content/games/es/bible-bingo.json');
  });

  it('has the same pairs, chapters, fruits, names and questions as the English, by id and count', () => {
    expect(es.matching.pairs.map((p) => p.id)).toEqual(en.matching.pairs.map((p) => p.id));
    expect(es.adventure.chapters.map((c) => [c.id, c.level, c.choices.length])).toEqual(
      en.adventure.chapters.map((c) => [c.id, c.level, c.choices.length]),
    );
    expect(es.puzzle.pairs.map((p) => p.id)).toEqual(en.puzzle.pairs.map((p) => p.id));
    expect(es.hunt.fruits.map((f) => f.id)).toEqual([...fruitIds]);
    expect(es.hunt.decoys.map((d) => d.id)).toEqual(en.hunt.decoys.map((d) => d.id));
    expect(es.bingo.names).toHaveLength(en.bingo.names.length);
    expect(es.connect.questions).toHaveLength(connectLevelCount * questionsPerLevel);
    expect(es.connect.questions.map((q) => [q.id, q.level, q.correct, q.answers.length])).toEqual(
      en.connect.questions.map((q) => [q.id, q.level, q.correct, q.answers.length]),
    );
  });

  it('keeps each choice the same in Spanish: the same stats for the same choice', () => {
    es.adventure.chapters.forEach((chapter, i) => {
      expect(chapter.choices.map((c) => c.stats)).toEqual(
        en.adventure.chapters[i]!.choices.map((c) => c.stats),
      );
    });
  });

  it('is written in Spanish: no English title, question or clue was left behind', () => {
    const texts = [
      ...es.adventure.chapters.flatMap((c) => [
        c.title,
        c.story,
        ...c.choices.flatMap((x) => [x.text, x.result]),
      ]),
      ...es.puzzle.pairs.flatMap((p) => [p.item, p.fact]),
      ...es.hunt.fruits.flatMap((f) => [f.name, f.description]),
      ...es.bingo.names.map((n) => n.clue),
      ...es.connect.questions.map((q) => q.question),
    ];
    const english = new Set([
      ...en.adventure.chapters.flatMap((c) => [c.title, c.story]),
      ...en.puzzle.pairs.flatMap((p) => [p.item, p.fact]),
      ...en.hunt.fruits.flatMap((f) => [f.name, f.description]),
      ...en.bingo.names.map((n) => n.clue),
      ...en.connect.questions.map((q) => q.question),
    ]);
    for (const text of texts) {
      expect(english.has(text), text).toBe(false);
      expect(text, text).not.toMatch(/\b(?:the|and|you|what|who)\b/i);
    }
  });

  it('quotes every Memory Verse Matching and Fruit of the Spirit verse from the Reina-Valera 1909', () => {
    for (const pair of es.matching.pairs) expectQuoted(pair.verse, pair.reference);
    for (const fruit of es.hunt.fruits) expectQuoted(fruit.verse, fruit.reference);
    expectQuoted(galatiansVerses.es.text, galatiansVerses.es.reference);
  });

  it('points every story, fact, question and bingo clue at a verse of the Reina-Valera 1909', () => {
    const references = [
      ...es.adventure.chapters.map((c) => c.reference),
      ...es.puzzle.pairs.map((p) => p.reference),
      ...es.connect.questions.map((q) => q.reference),
      ...es.bingo.names.map((n) => /\(([^)]+)\)$/.exec(n.clue)?.[1] ?? n.clue),
    ];
    expect(references).toHaveLength(9 + 6 + 72 + 32);
    for (const reference of references) expect(rv1909Text(reference), reference).not.toBeNull();
  });

  it('deals the youngest band (4-6) its 4 short verses in Spanish too', () => {
    expect(matchingPairsFor('4-6', es.matching.pairs)).toHaveLength(4);
  });
});

describe('the Spanish game catalog (content/games/es/catalog.json)', () => {
  const cards = gameCardSchema.array().parse(JSON.parse(readFileSync('content/games/catalog.json', 'utf8')));
  const texts = gameCardTextSchema
    .array()
    .parse(JSON.parse(readFileSync('content/games/es/catalog.json', 'utf8')));

  it('names and describes every one of the 12 games', () => {
    expect(texts.map((t) => t.id).sort()).toEqual(cards.map((c) => c.id).sort());
    for (const t of texts) expect(cards.find((c) => c.id === t.id)!.title).not.toBe(t.title);
  });

  it('changes only the words of a card, never its order, plan or time', () => {
    const spanish = withCardTexts(cards, texts);
    expect(spanish.map(({ title, description, ...rest }) => rest)).toEqual(
      cards.map(({ title, description, ...rest }) => rest),
    );
    expect(spanish.find((c) => c.id === 'bible-bingo')!.title).toBe('Bingo bíblico');
    expect(withCardTexts(cards, [])).toEqual(cards);
  });
});
