import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { gameCardSchema } from './catalog.ts';

/**
 * Content collections of the games: the catalog of 12 cards, then each game's own data (words,
 * verses, questions) validated by the schema in its folder. src/content.config.ts spreads these.
 */
export const gameCollections = {
  gameCatalog: defineCollection({ loader: file('./content/games/catalog.json'), schema: gameCardSchema }),

  // ---- Games I (issue 9): hangman, word search, memory verse, scrambled verse, story quiz, bee ----

  // ---- end of Games I ----

  // ---- Games II (issue 10): matching, adventure, puzzle, fruit hunt, bingo, connect ----

  // ---- end of Games II ----
};
