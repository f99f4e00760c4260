import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newAdventure, rulesFor, tick } from '../../../../src/games/bible-adventure/logic.ts';
import { adventureDataSchema } from '../../../../src/games/bible-adventure/schema.ts';

const { chapters } = adventureDataSchema.parse(
  JSON.parse(readFileSync('content/games/bible-adventure.json', 'utf8')),
);

describe('Bible Adventure by age band', () => {
  it('starts 4-6 on level 1, passes a level at a stat total of 9, with Listen on each scene', () => {
    expect(rulesFor('4-6')).toEqual({ startLevel: 1, levelUpStatTotal: 9, listen: true });
    expect(newAdventure(0, rulesFor('4-6')).level).toBe(1);
  });

  it('plays 7-9 as before bands: level 1, 12 to pass', () => {
    expect(rulesFor('7-9')).toEqual({ startLevel: 1, levelUpStatTotal: 12, listen: false });
    expect(newAdventure(0).rules).toEqual(rulesFor('7-9'));
  });

  it('lets a stat total of 10 pass level 1 at 4-6, and repeat it at 7-9', () => {
    const endOfLevel = (band: '4-6' | '7-9') => ({
      ...newAdventure(0, rulesFor(band)),
      chapterIndex: 2,
      stats: { wisdom: 4, courage: 3, faith: 3 },
      phase: 'result' as const,
      advanceAt: 100,
    });
    expect(tick(endOfLevel('4-6'), chapters, 100).phase).toBe('levelUp');
    expect(tick(endOfLevel('7-9'), chapters, 100).phase).toBe('repeat');
  });

  it('starts 10-12 on level 2', () => {
    const s = newAdventure(0, rulesFor('10-12'));
    expect(s.level).toBe(2);
  });
});
