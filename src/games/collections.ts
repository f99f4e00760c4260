import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { adventureDataSchema } from './bible-adventure/schema.ts';
import { beeDataSchema } from './bible-bee/schema.ts';
import { bingoDataSchema } from './bible-bingo/schema.ts';
import { hangmanDataSchema } from './bible-hangman/schema.ts';
import { storyQuizDataSchema } from './bible-story-quiz/schema.ts';
import { gameCardSchema } from './catalog.ts';
import { connectDataSchema } from './christian-connect/schema.ts';
import { puzzleDataSchema } from './christian-puzzle/schema.ts';
import { gameDataFile } from './data-file.ts';
import { huntDataSchema } from './fruit-spirit-hunt/schema.ts';
import { memoryVerseDataSchema } from './memory-verse/schema.ts';
import { matchingDataSchema } from './memory-verse-matching/schema.ts';
import { scrambledVerseDataSchema } from './scrambled-verse/schema.ts';
import { wordSearchDataSchema } from './word-search/schema.ts';

/**
 * Content collections of the games: the catalog of 12 cards, then each game's own data (words,
 * verses, questions) validated by the schema in its folder. src/content.config.ts spreads these.
 */
export const gameCollections = {
  gameCatalog: defineCollection({ loader: file('./content/games/catalog.json'), schema: gameCardSchema }),

  // ---- Games I (issue 9): hangman, word search, memory verse, scrambled verse, story quiz, bee ----
  // Each is one entry whose id is the game's slug (see ./data-file.ts).
  hangmanWords: defineCollection({ loader: gameDataFile('bible-hangman'), schema: hangmanDataSchema }),
  scrambledVerses: defineCollection({
    loader: gameDataFile('scrambled-verse'),
    schema: scrambledVerseDataSchema,
  }),
  storyQuizQuestions: defineCollection({
    loader: gameDataFile('bible-story-quiz'),
    schema: storyQuizDataSchema,
  }),
  beeQuestions: defineCollection({ loader: gameDataFile('bible-bee'), schema: beeDataSchema }),
  memoryVerses: defineCollection({ loader: gameDataFile('memory-verse'), schema: memoryVerseDataSchema }),
  wordSearchWords: defineCollection({ loader: gameDataFile('word-search'), schema: wordSearchDataSchema }),

  // ---- end of Games I ----

  // ---- Games II (issue 10): matching, adventure, puzzle, fruit hunt, bingo, connect ----
  // Each is one entry whose id is the game's slug, so its schema can check the spec's counts.
  matchingPairs: defineCollection({
    loader: gameDataFile('memory-verse-matching'),
    schema: matchingDataSchema,
  }),
  adventureChapters: defineCollection({
    loader: gameDataFile('bible-adventure'),
    schema: adventureDataSchema,
  }),
  puzzlePairs: defineCollection({ loader: gameDataFile('christian-puzzle'), schema: puzzleDataSchema }),
  fruitHuntData: defineCollection({ loader: gameDataFile('fruit-spirit-hunt'), schema: huntDataSchema }),
  bingoNames: defineCollection({ loader: gameDataFile('bible-bingo'), schema: bingoDataSchema }),
  connectQuestions: defineCollection({
    loader: gameDataFile('christian-connect'),
    schema: connectDataSchema,
  }),

  // ---- end of Games II ----
};
