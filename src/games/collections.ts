import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import type { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { adventureDataSchema } from './bible-adventure/schema.ts';
import { beeDataSchema } from './bible-bee/schema.ts';
import { bingoDataSchema } from './bible-bingo/schema.ts';
import { hangmanDataSchema } from './bible-hangman/schema.ts';
import { storyQuizDataSchema } from './bible-story-quiz/schema.ts';
import { gameCardSchema, gameCardTextSchema } from './catalog.ts';
import { connectDataSchema } from './christian-connect/schema.ts';
import { puzzleDataSchema } from './christian-puzzle/schema.ts';
import { gameDataFile } from './data-file.ts';
import { huntDataSchema } from './fruit-spirit-hunt/schema.ts';
import { memoryVerseDataSchema } from './memory-verse/schema.ts';
import { matchingDataSchema } from './memory-verse-matching/schema.ts';
import { scrambledVerseDataSchema, scrambledVerseDataSchemaFor } from './scrambled-verse/schema.ts';
import { wordSearchDataSchema } from './word-search/schema.ts';

/**
 * One game's data set in a language: content/games/<slug>.json (English) or
 * content/games/<locale>/<slug>.json as one entry, checked by the game's schema.
 */
function gameData<Schema extends z.ZodType>(slug: string, schema: Schema, locale?: Locale) {
  return defineCollection({ loader: gameDataFile(slug, locale), schema });
}

/**
 * Content collections of the games: the catalog of 12 cards, then each game's own data (words,
 * verses, questions) validated by the schema in its folder; each data set is one entry whose id is
 * the game's slug, so its schema can check the counts the game needs. A game played in Spanish has a
 * twin collection (`...Es`) over content/games/es/<slug>.json, checked by the same schema; the
 * catalog's Spanish twin holds each card's title and description. src/content.config.ts spreads these.
 */
export const gameCollections = {
  gameCatalog: defineCollection({ loader: file('./content/games/catalog.json'), schema: gameCardSchema }),
  gameCatalogEs: defineCollection({
    loader: file('./content/games/es/catalog.json'),
    schema: gameCardTextSchema,
  }),
  hangmanWords: gameData('bible-hangman', hangmanDataSchema),
  scrambledVerses: gameData('scrambled-verse', scrambledVerseDataSchema),
  storyQuizQuestions: gameData('bible-story-quiz', storyQuizDataSchema),
  beeQuestions: gameData('bible-bee', beeDataSchema),
  memoryVerses: gameData('memory-verse', memoryVerseDataSchema),
  wordSearchWords: gameData('word-search', wordSearchDataSchema),
  // The same games in Spanish (content/games/es/), each with the same schema as its English twin.
  hangmanWordsEs: gameData('bible-hangman', hangmanDataSchema, 'es'),
  scrambledVersesEs: gameData('scrambled-verse', scrambledVerseDataSchemaFor('es'), 'es'),
  storyQuizQuestionsEs: gameData('bible-story-quiz', storyQuizDataSchema, 'es'),
  beeQuestionsEs: gameData('bible-bee', beeDataSchema, 'es'),
  memoryVersesEs: gameData('memory-verse', memoryVerseDataSchema, 'es'),
  wordSearchWordsEs: gameData('word-search', wordSearchDataSchema, 'es'),
  matchingPairs: gameData('memory-verse-matching', matchingDataSchema),
  adventureChapters: gameData('bible-adventure', adventureDataSchema),
  puzzlePairs: gameData('christian-puzzle', puzzleDataSchema),
  fruitHuntData: gameData('fruit-spirit-hunt', huntDataSchema),
  bingoNames: gameData('bible-bingo', bingoDataSchema),
  connectQuestions: gameData('christian-connect', connectDataSchema),
  // Games II in Spanish (content/games/es/), each with the same schema as its English twin.
  matchingPairsEs: gameData('memory-verse-matching', matchingDataSchema, 'es'),
  adventureChaptersEs: gameData('bible-adventure', adventureDataSchema, 'es'),
  puzzlePairsEs: gameData('christian-puzzle', puzzleDataSchema, 'es'),
  fruitHuntDataEs: gameData('fruit-spirit-hunt', huntDataSchema, 'es'),
  bingoNamesEs: gameData('bible-bingo', bingoDataSchema, 'es'),
  connectQuestionsEs: gameData('christian-connect', connectDataSchema, 'es'),
};
