// Word Search's numbers: 6 words of a pool of 16 hidden on a 12 x 12 grid.
export const gridSize = 12;
export const poolSize = 16;
export const wordsPerPuzzle = 6;
/** Tries to place a word; a word that finds no place is left out of the puzzle. */
export const maxPlacementAttempts = 100;
