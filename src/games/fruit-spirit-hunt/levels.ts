/** Fruit of the Spirit Hunt: its counts, times and points, and its seven levels. */
export const fruitCount = 9;
export const huntLevelCount = 7;
export const gardenSpotCount = 25;
export const memorySpotCount = 20;
/** 7 or more fruits found lets the player advance. */
export const fruitsToAdvance = 7;
/** The Memory level shows every spot for 3 seconds first. */
export const memorizeMs = 3000;
/** A level with too few fruits starts again after 2 seconds. */
export const retryDelayMs = 2000;
/**
 * Our choice: on a timed level a wrong pick costs 15 seconds, so guessing does not beat
 * remembering, reading the clues or reading the verse. Level 1 has no clock and no cost.
 */
export const wrongPickPenaltySeconds = 15;
/** Thorn bushes on the Timed Path Maker garden. */
export const pathThornCount = 4;
/** Decoys among the Verse Puzzle Hunt word tiles and in the Fruit Tree Builder basket. */
export const verseDecoyCount = 3;
export const basketDecoyCount = 4;
/** Answers offered for each Fruit Matcher description: the fruit, two other fruits, one decoy. */
export const matcherOptionCount = 4;

export type Mechanic = 'garden' | 'memory' | 'matcher' | 'sequence' | 'verse' | 'path' | 'tree';

export interface HuntLevel {
  level: number;
  name: string;
  mechanic: Mechanic;
  /** Seconds on the clock; null for the untimed first level. */
  timeLimitSeconds: number | null;
  /** Points for each fruit found. Levels 6 and 7 (35 and 40) are our choice, continuing the steps of 5. */
  pointsPerFind: number;
  /** How to play, in words a child understands. */
  howTo: string;
}

export const huntLevels: readonly HuntLevel[] = [
  {
    level: 1,
    name: 'Garden Explorer',
    mechanic: 'garden',
    timeLimitSeconds: null,
    pointsPerFind: 10,
    howTo:
      'Nine fruits are hiding under the 25 bushes. Tap a bush to look under it. Take your time: there is no clock!',
  },
  {
    level: 2,
    name: 'Memory Garden',
    mechanic: 'memory',
    timeLimitSeconds: 120,
    pointsPerFind: 15,
    howTo:
      'Look closely! You will see all 20 spots for 3 seconds. Then they hide. Tap ' +
      'the spots where the fruits were. A weed costs 15 seconds.',
  },
  {
    level: 3,
    name: 'Fruit Matcher',
    mechanic: 'matcher',
    timeLimitSeconds: 180,
    pointsPerFind: 20,
    howTo:
      'Read what the fruit is like, then tap the fruit that matches it. A wrong answer costs 15 seconds.',
  },
  {
    level: 4,
    name: 'Sequence Builder',
    mechanic: 'sequence',
    timeLimitSeconds: 150,
    pointsPerFind: 25,
    howTo:
      'Pick the fruits in the order of Galatians 5:22-23. Each clue tells you which ' +
      'fruit comes next. A wrong one costs 15 seconds.',
  },
  {
    level: 5,
    name: 'Verse Puzzle Hunt',
    mechanic: 'verse',
    timeLimitSeconds: 200,
    pointsPerFind: 30,
    howTo:
      'A word is missing from each verse. Tap the fruit that fits the gap. A wrong tile costs 15 seconds.',
  },
  {
    level: 6,
    name: 'Timed Path Maker',
    mechanic: 'path',
    timeLimitSeconds: 90,
    pointsPerFind: 35,
    howTo:
      'Walk through the garden one square at a time (tap a square next to you, or ' +
      'use the arrow keys) and collect the fruits. Thorn bushes block the way and ' +
      'cost 15 seconds.',
  },
  {
    level: 7,
    name: 'Fruit Tree Builder',
    mechanic: 'tree',
    timeLimitSeconds: 180,
    pointsPerFind: 40,
    howTo:
      'Take a fruit from the basket, then tap the branch whose sign describes it. ' +
      'Things that are not fruits of the Spirit go on the compost and cost 15 ' +
      'seconds.',
  },
];

export function huntLevel(level: number): HuntLevel {
  const found = huntLevels[level - 1];
  if (!found) throw new Error(`Fruit Hunt has no level ${level}`);
  return found;
}

export const notFruitMessage = "That's not a Fruit of the Spirit! Try again!";
export const wrongOrderMessage = 'Wrong order! Follow the clues carefully!';
export const timeUpMessage = "Time's up! Level complete!";
export const wrongAnswerMessage = 'Oops! Try again!';
export const keepSearchingMessage = 'Keep searching!';

/** The final screen's verse, Galatians 5:22-23 (KJV). */
export const galatiansReference = 'Galatians 5:22-23';
export const galatiansVerse =
  'But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, ' +
  'goodness, faith, Meekness, temperance: against such there is no law.';
