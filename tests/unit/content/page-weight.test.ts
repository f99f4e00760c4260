import { describe, expect, it } from 'vitest';
import { devotionalsToShip, shipWindow, todaysDevotional } from '../../../src/lib/devotionals/select.ts';
import { addDays } from '../../../src/lib/site-day.ts';
import { startIndex, wisdomToShip } from '../../../src/lib/wisdom/daily.ts';

/** The home page carries a window of the lists, so its size does not grow with the content. */
const buildDay = '2026-03-10';
const proverbs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    proverb: `Proverb number ${i} about wisdom and kindness`,
    reference: `Proverbs ${(i % 31) + 1}:${(i % 20) + 1}`,
    meaning: `What proverb ${i} means for a child, in a sentence or two.`,
    whyItMatters: `Why proverb ${i} matters at school, at home and with friends.`,
  }));
const devotionals = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    date: addDays(buildDay, 30 - i),
    title: `Devotional ${i}`,
    keyVerse: 'For God so loved the world. (John 3:16)',
    devotionalText: 'x'.repeat(600),
  }));
const wisdomWindow = { headCount: 3, daysBefore: 1, daysAfter: 7 };

describe('what the home page carries of the proverbs', () => {
  it('is at most the first 3 and one a day from yesterday to a week ahead, with 1,000 proverbs', () => {
    const shipped = wisdomToShip(proverbs(1_000), buildDay, wisdomWindow);
    expect(shipped.count).toBe(1_000);
    expect(shipped.items.length).toBeLessThanOrEqual(3 + 9);
    const small = JSON.stringify(wisdomToShip(proverbs(50), buildDay, wisdomWindow)).length;
    expect(JSON.stringify(shipped).length).toBeLessThan(small * 1.2);
  });

  it("holds every proverb a limited plan can reach, and each window day's for unlimited plans", () => {
    const list = proverbs(1_000);
    const shipped = new Map(wisdomToShip(list, buildDay, wisdomWindow).items);
    for (let i = 0; i < 3; i += 1) expect(shipped.get(i)).toEqual(list[i]);
    for (let d = -1; d <= 7; d += 1) {
      const index = startIndex(addDays(buildDay, d), list.length);
      expect(shipped.get(index)).toEqual(list[index]);
    }
  });

  it('carries the whole of a short list', () => {
    expect(wisdomToShip(proverbs(2), buildDay, wisdomWindow).items.map(([i]) => i)).toEqual([0, 1]);
  });
});

describe('what the home page carries of the devotionals', () => {
  it("is a fixed window with 500 devotionals, and still finds each day's nugget for a week", () => {
    const all = devotionals(500);
    const shipped = devotionalsToShip(all, buildDay, shipWindow);
    expect(shipped.length).toBeLessThanOrEqual(shipWindow.futureDays + shipWindow.pastCount);
    expect(JSON.stringify(shipped).length).toBeLessThan(
      JSON.stringify(devotionalsToShip(devotionals(40), buildDay, shipWindow)).length * 1.2,
    );
    for (let d = 0; d <= shipWindow.futureDays; d += 1) {
      const day = addDays(buildDay, d);
      expect(todaysDevotional(shipped, day)?.id).toBe(todaysDevotional(all, day)?.id);
    }
  });
});
