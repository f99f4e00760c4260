// Memory Verse's numbers: 5 verses, 1 point for each one typed right while hidden.
export const verseCount = 5;
/** Points for a verse answered right in memorization mode (practice earns none). */
export const pointsPerCorrect = 1;
