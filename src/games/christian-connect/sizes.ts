// Kept apart from the zod schemas so the game in the browser does not load zod.
/** Christian Connect: 24 questions a level, 3 levels. */
export const connectLevelCount = 3;
export const questionsPerLevel = 24;
