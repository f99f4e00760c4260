// The Story Quiz's numbers: 3 levels of 2 questions.
export const levelCount = 3;
export const questionsPerLevel = 2;
/** A right answer earns this many points times the level. */
export const pointsPerCorrectPerLevel = 10;
