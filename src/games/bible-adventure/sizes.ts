// Kept apart from the zod schemas so the game in the browser does not load zod.
/** Bible Adventure: 3 levels with 3 adventures each. */
export const adventureLevelCount = 3;
export const adventuresPerLevel = 3;
