// Hangman's numbers: 7 levels of 6 words, 6 wrong guesses to lose a word.
export const maxWrongGuesses = 6;
export const levelCount = 7;
export const wordsPerLevel = 6;
/** A won word earns this many points times the level. */
export const pointsPerWordPerLevel = 15;
/** Words won on a level (before the last one is added) needed to go up a level. */
export const wordsToAdvance = 4;
