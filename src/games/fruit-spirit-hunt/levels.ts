import { m } from '#messages';
import type { Locale } from '../../i18n/locales.ts';

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
  /** The level's name, in the page's language. */
  name: () => string;
  mechanic: Mechanic;
  /** Seconds on the clock; null for the untimed first level. */
  timeLimitSeconds: number | null;
  /** Points for each fruit found. Levels 6 and 7 (35 and 40) are our choice, continuing the steps of 5. */
  pointsPerFind: number;
  /** How to play, in words a child understands (in the page's language). */
  howTo: () => string;
}

export const huntLevels: readonly HuntLevel[] = [
  {
    level: 1,
    name: m.games_hunt_garden_name,
    mechanic: 'garden',
    timeLimitSeconds: null,
    pointsPerFind: 10,
    howTo: m.games_hunt_garden_how_to,
  },
  {
    level: 2,
    name: m.games_hunt_memory_name,
    mechanic: 'memory',
    timeLimitSeconds: 120,
    pointsPerFind: 15,
    howTo: m.games_hunt_memory_how_to,
  },
  {
    level: 3,
    name: m.games_hunt_matcher_name,
    mechanic: 'matcher',
    timeLimitSeconds: 180,
    pointsPerFind: 20,
    howTo: m.games_hunt_matcher_how_to,
  },
  {
    level: 4,
    name: m.games_hunt_sequence_name,
    mechanic: 'sequence',
    timeLimitSeconds: 150,
    pointsPerFind: 25,
    howTo: m.games_hunt_sequence_how_to,
  },
  {
    level: 5,
    name: m.games_hunt_verse_name,
    mechanic: 'verse',
    timeLimitSeconds: 200,
    pointsPerFind: 30,
    howTo: m.games_hunt_verse_how_to,
  },
  {
    level: 6,
    name: m.games_hunt_path_name,
    mechanic: 'path',
    timeLimitSeconds: 90,
    pointsPerFind: 35,
    howTo: m.games_hunt_path_how_to,
  },
  {
    level: 7,
    name: m.games_hunt_tree_name,
    mechanic: 'tree',
    timeLimitSeconds: 180,
    pointsPerFind: 40,
    howTo: m.games_hunt_tree_how_to,
  },
];

export function huntLevel(level: number): HuntLevel {
  const found = huntLevels[level - 1];
  if (!found) throw new Error(`Fruit Hunt has no level ${level}`);
  return found;
}

export const notFruitMessage: () => string = m.games_hunt_not_fruit;
export const wrongOrderMessage: () => string = m.games_hunt_wrong_order;
export const timeUpMessage: () => string = m.games_hunt_time_up;
export const wrongAnswerMessage: () => string = m.games_hunt_wrong_answer;
export const keepSearchingMessage: () => string = m.games_hunt_keep_searching;

/** The final screen's verse, Galatians 5:22-23, in each language's Bible (KJV, Reina-Valera 1909). */
export const galatiansVerses: Readonly<Record<Locale, { reference: string; text: string }>> = {
  en: {
    reference: 'Galatians 5:22-23',
    text:
      'But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, ' +
      'goodness, faith, Meekness, temperance: against such there is no law.',
  },
  es: {
    reference: 'Gálatas 5:22-23',
    text:
      'Mas el fruto del Espíritu es: caridad, gozo, paz, tolerancia, benignidad, bondad, fe, ' +
      'Mansedumbre, templanza: contra tales cosas no hay ley.',
  },
};
