// Kept apart from the zod schemas so the game in the browser does not load zod.
/** Bible Bingo calls from 32 names; a card shows 24 of them around a FREE centre. */
export const bingoPoolSize = 32;
