import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { gameCardSchema } from './catalog.ts';
import { adventureDataSchema } from './bible-adventure/schema.ts';
import { bingoDataSchema } from './bible-bingo/schema.ts';
import { connectDataSchema } from './christian-connect/schema.ts';
import { puzzleDataSchema } from './christian-puzzle/schema.ts';
import { huntDataSchema } from './fruit-spirit-hunt/schema.ts';
import { matchingDataSchema } from './memory-verse-matching/schema.ts';

/**
 * Content collections of the games: the catalog of 12 cards, then each game's own data (words,
 * verses, questions) validated by the schema in its folder. src/content.config.ts spreads these.
 */
export const gameCollections = {
  gameCatalog: defineCollection({ loader: file('./content/games/catalog.json'), schema: gameCardSchema }),

  // ---- Games I (issue 9): hangman, word search, memory verse, scrambled verse, story quiz, bee ----

  // ---- end of Games I ----

  // ---- Games II (issue 10): matching, adventure, puzzle, fruit hunt, bingo, connect ----
  // Each file holds one entry (id = the game's slug) so its schema can check the spec's counts.
  memoryVerseMatching: defineCollection({ loader: file('./content/games/memory-verse-matching.json'), schema: matchingDataSchema }),
  bibleAdventure: defineCollection({ loader: file('./content/games/bible-adventure.json'), schema: adventureDataSchema }),
  christianPuzzle: defineCollection({ loader: file('./content/games/christian-puzzle.json'), schema: puzzleDataSchema }),
  fruitSpiritHunt: defineCollection({ loader: file('./content/games/fruit-spirit-hunt.json'), schema: huntDataSchema }),
  bibleBingo: defineCollection({ loader: file('./content/games/bible-bingo.json'), schema: bingoDataSchema }),
  christianConnect: defineCollection({ loader: file('./content/games/christian-connect.json'), schema: connectDataSchema }),

  // ---- end of Games II ----
};
