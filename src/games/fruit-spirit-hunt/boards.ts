import { pickDistinct, type Random, shuffle } from '../shared/random.ts';
import {
  basketDecoyCount,
  fruitCount,
  gardenSpotCount,
  type Mechanic,
  matcherOptionCount,
  memorySpotCount,
  pathThornCount,
  verseDecoyCount,
} from './levels.ts';
import type { HuntData } from './schema.ts';

/** Something in the garden: one of the 9 fruits, or a decoy that is not a fruit of the Spirit. */
export interface ItemRef {
  kind: 'fruit' | 'decoy';
  id: string;
}

/** A garden spot: an item, or nothing but leaves (null). */
export type Spot = ItemRef | null;

export interface GardenBoard {
  kind: 'garden';
  spots: Spot[];
  opened: boolean[];
}
export interface MemoryBoard {
  kind: 'memory';
  spots: Spot[];
  opened: boolean[];
}
/** One round a fruit: its description and 4 answers. The current round is the number found. */
export interface MatcherBoard {
  kind: 'matcher';
  rounds: Array<{ fruitId: string; options: ItemRef[] }>;
}
/** The 9 fruits shuffled; they must be picked in Galatians order (the order of the data). */
export interface SequenceBoard {
  kind: 'sequence';
  choices: string[];
}
/** Verses in asking order and the word tiles (fruits and decoys). */
export interface VerseBoard {
  kind: 'verse';
  order: string[];
  tiles: ItemRef[];
}
/** A 5x5 garden walked one square at a time from the top-left corner. */
export interface PathBoard {
  kind: 'path';
  squares: Spot[];
  position: number;
  visited: number[];
}
/** The basket, the tossed decoys, the branches (one a fruit, shuffled) and the picked basket item. */
export interface TreeBoard {
  kind: 'tree';
  basket: ItemRef[];
  tossed: string[];
  branches: string[];
  selected: string | null;
}

export type HuntBoard =
  | GardenBoard
  | MemoryBoard
  | MatcherBoard
  | SequenceBoard
  | VerseBoard
  | PathBoard
  | TreeBoard;

export const pathSize = Math.sqrt(gardenSpotCount);

const fruitRef = (id: string): ItemRef => ({ kind: 'fruit', id });
const decoyRef = (id: string): ItemRef => ({ kind: 'decoy', id });

/** `count` decoys, repeating the list when it is shorter. */
function decoyRefs(data: HuntData, count: number, random: Random): ItemRef[] {
  const ids = shuffle(
    data.decoys.map((d) => d.id),
    random,
  );
  return Array.from({ length: count }, (_, i) => decoyRef(ids[i % ids.length]!));
}

/** Orthogonal neighbours of a square on the path grid. */
export function pathNeighbours(index: number): number[] {
  const row = Math.floor(index / pathSize);
  const col = index % pathSize;
  const out: number[] = [];
  if (row > 0) out.push(index - pathSize);
  if (row < pathSize - 1) out.push(index + pathSize);
  if (col > 0) out.push(index - 1);
  if (col < pathSize - 1) out.push(index + 1);
  return out;
}

/** Whether every square that is not a thorn can be reached from the start. */
export function allReachable(squares: readonly Spot[], start: number): boolean {
  const open = (i: number): boolean => squares[i]?.kind !== 'decoy';
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of pathNeighbours(queue.shift()!)) {
      if (!seen.has(next) && open(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return squares.every((_, i) => !open(i) || seen.has(i));
}

function pathBoard(data: HuntData, random: Random): PathBoard {
  const fruits = data.fruits.map((f) => fruitRef(f.id));
  // Thorns are placed again until they cut no fruit off from the start; a few tries suffice.
  for (;;) {
    const rest: Spot[] = [...fruits, ...decoyRefs(data, pathThornCount, random)];
    while (rest.length < gardenSpotCount - 1) rest.push(null);
    const squares: Spot[] = [null, ...shuffle(rest, random)];
    if (allReachable(squares, 0)) return { kind: 'path', squares, position: 0, visited: [0] };
  }
}

/** The board of a level, laid out at random. */
export function createBoard(mechanic: Mechanic, data: HuntData, random: Random): HuntBoard {
  const fruitIds = data.fruits.map((f) => f.id);
  switch (mechanic) {
    case 'garden': {
      const spots: Spot[] = [
        ...fruitIds.map(fruitRef),
        ...Array.from({ length: gardenSpotCount - fruitCount }, () => null),
      ];
      return { kind: 'garden', spots: shuffle(spots, random), opened: spots.map(() => false) };
    }
    case 'memory': {
      const spots: Spot[] = [
        ...fruitIds.map(fruitRef),
        ...decoyRefs(data, memorySpotCount - fruitCount, random),
      ];
      return { kind: 'memory', spots: shuffle(spots, random), opened: spots.map(() => false) };
    }
    case 'matcher':
      return {
        kind: 'matcher',
        rounds: shuffle(fruitIds, random).map((fruitId) => {
          const others = pickDistinct(
            fruitIds.filter((id) => id !== fruitId),
            matcherOptionCount - 2,
            random,
          ).map(fruitRef);
          const options = shuffle([fruitRef(fruitId), ...others, ...decoyRefs(data, 1, random)], random);
          return { fruitId, options };
        }),
      };
    case 'sequence':
      return { kind: 'sequence', choices: shuffle(fruitIds, random) };
    case 'verse':
      return {
        kind: 'verse',
        order: shuffle(fruitIds, random),
        tiles: shuffle([...fruitIds.map(fruitRef), ...decoyRefs(data, verseDecoyCount, random)], random),
      };
    case 'path':
      return pathBoard(data, random);
    case 'tree':
      return {
        kind: 'tree',
        basket: shuffle([...fruitIds.map(fruitRef), ...decoyRefs(data, basketDecoyCount, random)], random),
        tossed: [],
        branches: shuffle(fruitIds, random),
        selected: null,
      };
  }
}

/** A seed for one attempt at one level, so a retried level is laid out afresh but reproducibly. */
export function boardSeed(seed: number, level: number, attempt: number): number {
  return (seed ^ Math.imul(level, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca6b)) >>> 0;
}

export const verseGap = '_____';

/**
 * The verse with every whole-word occurrence of its blank replaced by a gap, for Verse Puzzle Hunt.
 * A word ends where a letter or digit of any alphabet stops (`\b` knows only A-Z, so "Jehová" or
 * "él" in a Spanish verse would never be found); accents count: "amo" does not hide "amó".
 */
export function blankedVerse(verse: string, blank: string): string {
  const escaped = blank.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return verse.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'giu'), verseGap);
}
