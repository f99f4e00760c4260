import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  goToNextLevel,
  newHunt,
  rulesFor,
  startLevel,
  timeLeftSeconds,
} from '../../../../src/games/fruit-spirit-hunt/logic.ts';
import { huntDataSchema } from '../../../../src/games/fruit-spirit-hunt/schema.ts';

const data = huntDataSchema.parse(JSON.parse(readFileSync('content/games/fruit-spirit-hunt.json', 'utf8')));

/** The Fruit Matcher level (level 3, 180 s before bands) started at time 0 under a band's rules. */
function matcherClock(band: '4-6' | '7-9' | '10-12'): number | null {
  const game = newHunt(data, 1, 0, rulesFor(band));
  const ready = goToNextLevel({ ...game, level: 2, phase: 'passed' }, data);
  return timeLeftSeconds(startLevel(ready, 0), 0);
}

describe('Fruit of the Spirit Hunt by age band', () => {
  it('gives 4-6 level 1, twice the time on every clock, and Listen on the how-to', () => {
    expect(rulesFor('4-6')).toEqual({ startLevel: 1, timeFactor: 2, listen: true });
    expect(newHunt(data, 1, 0, rulesFor('4-6')).level).toBe(1);
    expect(matcherClock('4-6')).toBe(360);
  });

  it('plays 7-9 as before bands: level 1, the clocks as they were', () => {
    expect(newHunt(data, 1, 0).rules).toEqual(rulesFor('7-9'));
    expect(newHunt(data, 1, 0, rulesFor('7-9')).level).toBe(1);
    expect(matcherClock('7-9')).toBe(180);
  });

  it('starts 10-12 on level 2, the Memory Garden', () => {
    const s = newHunt(data, 1, 0, rulesFor('10-12'));
    expect(s.level).toBe(2);
    expect(s.phase).toBe('ready');
    expect(matcherClock('10-12')).toBe(180);
  });
});
