import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allReachable,
  blankedVerse,
  type HuntBoard,
  type ItemRef,
  pathNeighbours,
  verseGap,
} from '../../../src/games/fruit-spirit-hunt/boards.ts';
import {
  fruitsToAdvance,
  gardenSpotCount,
  huntLevels,
  memorizeMs,
  memorySpotCount,
  retryDelayMs,
  wrongPickPenaltySeconds,
} from '../../../src/games/fruit-spirit-hunt/levels.ts';
import {
  act,
  goToNextLevel,
  type HuntState,
  newHunt,
  nextDueAt,
  startLevel,
  tick,
  timeLeftSeconds,
} from '../../../src/games/fruit-spirit-hunt/logic.ts';
import { feedbackMessage, type HuntAction, targetFruit } from '../../../src/games/fruit-spirit-hunt/moves.ts';
import { fruitIds, huntDataSchema } from '../../../src/games/fruit-spirit-hunt/schema.ts';

const entry: unknown = JSON.parse(readFileSync('content/games/fruit-spirit-hunt.json', 'utf8'));
const data = huntDataSchema.parse(entry);
const t0 = 100_000;

/** A game at the given level, started at `now` (the Memory level past its 3-second look). */
function atLevel(level: number, now = t0, seed = 11): HuntState {
  let s = newHunt(data, seed, now);
  while (s.level < level) s = goToNextLevel({ ...s, phase: 'passed' }, data);
  s = startLevel(s, now);
  return s.phase === 'memorize' ? tick(s, data, now + memorizeMs) : s;
}

const fruit = (id: string): ItemRef => ({ kind: 'fruit', id });

/** The action that finds the next fruit on any board (what a child who knows the answer does). */
function rightAction(s: HuntState): HuntAction[] {
  const b = s.board;
  switch (b.kind) {
    case 'garden':
    case 'memory': {
      const i = b.spots.findIndex((spot, k) => spot?.kind === 'fruit' && !b.opened[k]);
      return [{ type: 'open', index: i }];
    }
    case 'matcher':
    case 'sequence':
    case 'verse':
      return [{ type: 'choose', item: fruit(targetFruit(b, s.found, data)!) }];
    case 'path': {
      const target = b.squares.findIndex((q) => q?.kind === 'fruit' && !s.found.includes(q.id));
      return [{ type: 'step', index: shortestPath(b, b.position, target)[0]! }];
    }
    case 'tree': {
      const index = b.basket.findIndex((it) => it.kind === 'fruit' && !s.found.includes(it.id));
      return [
        { type: 'take', index },
        { type: 'hang', fruitId: b.basket[index]!.id },
      ];
    }
  }
}

/** Squares to step on from `from` to `to`, avoiding thorns (breadth-first). */
function shortestPath(b: Extract<HuntBoard, { kind: 'path' }>, from: number, to: number): number[] {
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const n of pathNeighbours(at)) {
      if (prev.has(n) || b.squares[n]?.kind === 'decoy') continue;
      prev.set(n, at);
      queue.push(n);
    }
  }
  const steps: number[] = [];
  for (let at = to; at !== from; at = prev.get(at)!) steps.unshift(at);
  return steps;
}

/** Finds `count` fruits at time `now` (a path may pass over extra fruits on the way). */
function findFruits(s: HuntState, count: number, now: number): HuntState {
  for (let guard = 0; s.phase === 'playing' && s.found.length < count && guard < 200; guard++) {
    for (const a of rightAction(s)) s = act(s, data, a, now).state;
  }
  return s;
}

/** The path game with the walker moved next to a thorn bush. */
function besideThorn(s: HuntState): HuntState {
  const b = s.board;
  if (b.kind !== 'path') return s;
  const thorn = b.squares.findIndex((q) => q?.kind === 'decoy');
  const position = pathNeighbours(thorn).find((i) => b.squares[i]?.kind !== 'decoy')!;
  return { ...s, board: { ...b, position } };
}

/** A wrong pick of the kind each timed board has. */
function wrongAction(s: HuntState): HuntAction {
  const b = s.board;
  const decoy: ItemRef = { kind: 'decoy', id: data.decoys[0]!.id };
  switch (b.kind) {
    case 'memory':
      return { type: 'open', index: b.spots.findIndex((spot, k) => spot?.kind === 'decoy' && !b.opened[k]) };
    case 'path': {
      const thorn = b.squares.findIndex(
        (q, i) => q?.kind === 'decoy' && pathNeighbours(b.position).includes(i),
      );
      if (thorn < 0) throw new Error('stand beside a thorn first (besideThorn)');
      return { type: 'step', index: thorn };
    }
    case 'tree':
      return { type: 'take', index: b.basket.findIndex((it) => it.kind === 'decoy') };
    default:
      return { type: 'choose', item: decoy };
  }
}

describe('the Fruit Hunt data', () => {
  it('has the 9 fruits in Galatians order, each with a description and a verse', () => {
    expect(data.fruits.map((f) => f.id)).toEqual([...fruitIds]);
    for (const f of data.fruits) {
      expect(f.description.length).toBeGreaterThan(10);
      expect(f.verse).toContain(f.verseBlank);
    }
    expect(() => huntDataSchema.parse({ ...data, fruits: data.fruits.slice(1) })).toThrow();
    expect(() =>
      huntDataSchema.parse({ ...data, fruits: [data.fruits[1], data.fruits[0], ...data.fruits.slice(2)] }),
    ).toThrow(/in that order/);
    expect(() =>
      huntDataSchema.parse({ ...data, decoys: [...data.decoys, { id: 'joy2', name: 'Joy', emoji: '🙂' }] }),
    ).toThrow();
  });
});

describe('Verse Puzzle Hunt gaps', () => {
  it('hide every whole-word use of the fruit word, and nothing else', () => {
    expect(blankedVerse('Beloved, let us love one another: for love is of God', 'love')).toBe(
      `Beloved, let us ${verseGap} one another: for ${verseGap} is of God`,
    );
    expect(blankedVerse('Peace I leave with you, my peace I give', 'peace')).toBe(
      `${verseGap} I leave with you, my ${verseGap} I give`,
    );
    for (const f of data.fruits) {
      const shown = blankedVerse(f.verse, f.verseBlank);
      expect(shown, f.name).toContain(verseGap);
      expect(shown.toLowerCase(), f.name).not.toMatch(new RegExp(`\\b${f.verseBlank.toLowerCase()}\\b`));
    }
  });
});

describe('the Fruit Hunt levels', () => {
  it('are the seven named levels with their clocks and points', () => {
    expect(huntLevels.map((l) => l.name())).toEqual([
      'Garden Explorer',
      'Memory Garden',
      'Fruit Matcher',
      'Sequence Builder',
      'Verse Puzzle Hunt',
      'Timed Path Maker',
      'Fruit Tree Builder',
    ]);
    expect(huntLevels.map((l) => l.timeLimitSeconds)).toEqual([null, 120, 180, 150, 200, 90, 180]);
    expect(huntLevels.map((l) => l.pointsPerFind)).toEqual([10, 15, 20, 25, 30, 35, 40]);
    expect(new Set(huntLevels.map((l) => l.mechanic)).size).toBe(7);
    expect([fruitsToAdvance, memorizeMs, retryDelayMs, gardenSpotCount, memorySpotCount]).toEqual([
      7, 3000, 2000, 25, 20,
    ]);
  });

  it('hide 9 fruits among 25 garden spots and 20 memory spots', () => {
    const garden = atLevel(1).board;
    const memory = atLevel(2).board;
    if (garden.kind !== 'garden' || memory.kind !== 'memory') throw new Error('wrong boards');
    expect(garden.spots).toHaveLength(25);
    expect(garden.spots.filter((s) => s?.kind === 'fruit')).toHaveLength(9);
    expect(memory.spots).toHaveLength(20);
    expect(memory.spots.filter((s) => s?.kind === 'fruit')).toHaveLength(9);
  });

  it.each(huntLevels.map((l) => [l.level, l.name()] as const))(
    'level %i (%s) can be won by finding all 9 fruits',
    (level) => {
      const s = findFruits(atLevel(level), 9, t0 + 1000);
      expect(s.found).toHaveLength(9);
      expect(s.endReason).toBe('all-found');
      expect(s.phase).toBe(level === 7 ? 'finished' : 'passed');
      expect(s.score).toBe(9 * huntLevels[level - 1]!.pointsPerFind);
    },
  );
});

describe('Fruit Hunt rules', () => {
  it('starts level 1 untimed: no clock, and an empty bush says "Keep searching!"', () => {
    const s = atLevel(1);
    expect(timeLeftSeconds(s, t0 + 10_000_000)).toBeNull();
    expect(nextDueAt(s)).toBeNull();
    const b = s.board;
    if (b.kind !== 'garden') throw new Error('garden expected');
    const r = act(s, data, { type: 'open', index: b.spots.indexOf(null) }, t0);
    expect(feedbackMessage(r.feedback)).toBe('Keep searching!');
    expect(r.state.penaltySeconds).toBe(0);
  });

  it('shows every Memory Garden spot for 3 seconds before the clock starts, ignoring taps meanwhile', () => {
    let s = newHunt(data, 3, t0);
    s = startLevel(goToNextLevel({ ...s, phase: 'passed' }, data), t0);
    expect(s.phase).toBe('memorize');
    expect(nextDueAt(s)).toBe(t0 + 3000);
    expect(act(s, data, { type: 'open', index: 0 }, t0 + 2999).feedback.kind).toBe('ignored');
    expect(tick(s, data, t0 + 2999).phase).toBe('memorize');
    s = tick(s, data, t0 + 3000);
    expect(s.phase).toBe('playing');
    expect(s.clockStartedAt).toBe(t0 + 3000);
    expect(timeLeftSeconds(s, t0 + 3000)).toBe(120);
  });

  it.each(
    huntLevels.filter((l) => l.timeLimitSeconds !== null).map((l) => [l.level, l.timeLimitSeconds!] as const),
  )('ends level %i when its %i-second clock runs out with "Time\'s up! Level complete!"', (level, limit) => {
    const s = atLevel(level, t0);
    const started = s.clockStartedAt!;
    expect(timeLeftSeconds(s, started + 1000)).toBe(limit - 1);
    expect(tick(s, data, started + limit * 1000 - 1).phase).toBe('playing');
    const over = tick(s, data, started + limit * 1000);
    expect(over.endReason).toBe('time-up');
    expect(timeLeftSeconds(over, started + limit * 1000 + 5000)).toBe(0);
  });

  it('advances with 7 fruits when the clock runs out', () => {
    const s = atLevel(3, t0);
    const seven = findFruits(s, 7, t0 + 1000);
    const over = tick(seven, data, t0 + 180_000);
    expect(over.phase).toBe('passed');
    expect(goToNextLevel(over, data).level).toBe(4);
  });

  it('retries the level 2 seconds after the clock runs out with only 6 fruits', () => {
    const six = findFruits(atLevel(3, t0), 6, t0 + 1000);
    const over = tick(six, data, t0 + 180_000);
    expect(over.phase).toBe('retrying');
    expect(over.retryAt).toBe(t0 + 180_000 + retryDelayMs);
    expect(nextDueAt(over)).toBe(over.retryAt);
    expect(tick(over, data, over.retryAt! - 1).phase).toBe('retrying');
    const again = tick(over, data, over.retryAt!);
    expect(again.level).toBe(3);
    expect(again.phase).toBe('playing');
    expect(again.found).toEqual([]);
    expect(again.attempt).toBe(1);
    expect(timeLeftSeconds(again, over.retryAt!)).toBe(180);
    expect(again.board).not.toEqual(six.board);
    expect(again.score).toBe(six.score);
  });

  it('says "That\'s not a Fruit of the Spirit! Try again!" for a decoy and takes 15 seconds off the clock', () => {
    for (const level of [2, 3, 5, 6, 7]) {
      const s = besideThorn(atLevel(level, t0));
      const at = s.clockStartedAt! + 1000;
      const r = act(s, data, wrongAction(s), at);
      expect(feedbackMessage(r.feedback), `level ${level}`).toBe(
        "That's not a Fruit of the Spirit! Try again!",
      );
      expect(r.state.penaltySeconds).toBe(wrongPickPenaltySeconds);
      expect(timeLeftSeconds(r.state, at)).toBe(huntLevels[level - 1]!.timeLimitSeconds! - 1 - 15);
    }
  });

  it('says "Wrong order! Follow the clues carefully!" when Sequence Builder gets a fruit out of order', () => {
    const s = atLevel(4, t0);
    const r = act(s, data, { type: 'choose', item: fruit('joy') }, t0);
    expect(feedbackMessage(r.feedback)).toBe('Wrong order! Follow the clues carefully!');
    const love = act(r.state, data, { type: 'choose', item: fruit('love') }, t0);
    expect(love.state.found).toEqual(['love']);
    expect(act(love.state, data, { type: 'choose', item: fruit('joy') }, t0).state.found).toEqual([
      'love',
      'joy',
    ]);
  });

  it('says "Oops! Try again!" for the wrong fruit in Fruit Matcher, Verse Puzzle Hunt and on the wrong branch', () => {
    for (const level of [3, 5]) {
      const s = atLevel(level, t0);
      const target = targetFruit(s.board, s.found, data)!;
      const other = data.fruits.find((f) => f.id !== target)!.id;
      expect(feedbackMessage(act(s, data, { type: 'choose', item: fruit(other) }, t0).feedback)).toBe(
        'Oops! Try again!',
      );
    }
    const tree = atLevel(7, t0);
    if (tree.board.kind !== 'tree') throw new Error('tree expected');
    const index = tree.board.basket.findIndex((it) => it.id === 'love');
    const taken = act(tree, data, { type: 'take', index }, t0).state;
    const wrong = act(taken, data, { type: 'hang', fruitId: 'joy' }, t0);
    expect(feedbackMessage(wrong.feedback)).toBe('Oops! Try again!');
    expect(wrong.state.found).toEqual([]);
  });

  it('ends a level at once when penalties use up the clock', () => {
    const s = { ...atLevel(3, t0), penaltySeconds: 180 - wrongPickPenaltySeconds };
    const r = act(s, data, wrongAction(s), t0 + 500);
    expect(r.state.endReason).toBe('time-up');
    expect(r.state.phase).toBe('retrying');
  });

  it('walks the path one orthogonal step at a time, never onto a thorn', () => {
    const s = atLevel(6, t0);
    if (s.board.kind !== 'path') throw new Error('path expected');
    expect(s.board.squares).toHaveLength(25);
    expect(allReachable(s.board.squares, 0)).toBe(true);
    const far = act(s, data, { type: 'step', index: 24 }, t0);
    expect(far.feedback.kind).toBe('too-far');
    expect(far.state.penaltySeconds).toBe(0);
    const near = besideThorn(s);
    const r = act(near, data, wrongAction(near), t0);
    expect(r.feedback.kind).toBe('not-fruit');
    expect(r.state.board).toEqual(near.board);
  });

  it('finishes the game after level 7 with a final screen', () => {
    let s = newHunt(data, 5, t0);
    let now = t0;
    for (let level = 1; level <= 7; level++) {
      s = startLevel(s, now);
      if (s.phase === 'memorize') {
        now += memorizeMs;
        s = tick(s, data, now);
      }
      now += 1000;
      s = findFruits(s, 9, now);
      if (level < 7) s = goToNextLevel(s, data);
    }
    expect(s.phase).toBe('finished');
    expect(s.finishedAt).toBe(now);
    expect(s.score).toBe(9 * (10 + 15 + 20 + 25 + 30 + 35 + 40));
  });
});

describe('Verse Puzzle Hunt gaps in Spanish', () => {
  it('find a blank that starts or ends with an accented letter, as a whole word', () => {
    expect(blankedVerse('Jehová es mi pastor; nada me faltará.', 'Jehová')).toBe(
      `${verseGap} es mi pastor; nada me faltará.`,
    );
    expect(blankedVerse('Nosotros le amamos á él, porque él nos amó primero.', 'él')).toBe(
      `Nosotros le amamos á ${verseGap}, porque ${verseGap} nos amó primero.`,
    );
  });

  it('leave a word that only differs by its accent or continues with an accented letter', () => {
    expect(blankedVerse('porque él nos amó primero', 'amo')).toBe('porque él nos amó primero');
    expect(blankedVerse('la paz os dejo; pazá', 'paz')).toBe(`la ${verseGap} os dejo; pazá`);
  });
});
