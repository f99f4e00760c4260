import { describe, expect, it } from 'vitest';
import {
  archivePagePath,
  devotionalPaths,
  devotionalsToShip,
  newestFirst,
  pageCount,
  pageItems,
  pastDevotionals,
  publishedDevotionals,
  titleSlug,
  todaysDevotional,
} from '../../../src/lib/devotionals/select.ts';

const d = (id: number, date: string, title = `D${id}`) => ({ id, date, title });
const list = [d(1, '2025-06-01'), d(2, '2025-06-03'), d(3, '2025-06-05'), d(4, '2025-06-03')];

describe("today's devotional", () => {
  it('is the one dated today', () => {
    expect(todaysDevotional(list, '2025-06-05')?.id).toBe(3);
  });
  it('is the most recent on or before today when none is dated today', () => {
    expect(todaysDevotional(list, '2025-06-04')?.id).toBe(4);
    expect(todaysDevotional(list, '2026-01-01')?.id).toBe(3);
  });
  it('is the later-added one when two share today', () => {
    expect(todaysDevotional(list, '2025-06-03')?.id).toBe(4);
  });
  it('is null when every devotional is in the future, or there are none', () => {
    expect(todaysDevotional(list, '2025-05-31')).toBeNull();
    expect(todaysDevotional([], '2025-06-01')).toBeNull();
  });
});

describe('past devotionals', () => {
  it('are dated before today, newest first', () => {
    expect(pastDevotionals(list, '2025-06-05').map((x) => x.id)).toEqual([4, 2, 1]);
  });
  it('leave out today and the future', () => {
    expect(pastDevotionals(list, '2025-06-03').map((x) => x.id)).toEqual([1]);
  });
  it('published ones include today but not the future', () => {
    expect(publishedDevotionals(list, '2025-06-03').map((x) => x.id)).toEqual([4, 2, 1]);
  });
  it('sort by date descending without changing the input', () => {
    const copy = [...list];
    expect(newestFirst(list).map((x) => x.date)).toEqual([
      '2025-06-05',
      '2025-06-03',
      '2025-06-03',
      '2025-06-01',
    ]);
    expect(list).toEqual(copy);
  });
});

describe('paging (5 a page)', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
  });
  it('gives the items of a page and clamps out-of-range pages', () => {
    expect(pageItems(twelve, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(twelve, 3)).toEqual([11, 12]);
    expect(pageItems(twelve, 9)).toEqual([11, 12]);
    expect(pageItems(twelve, 0)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts page 1 at /devotionals/archive/ and the others below it', () => {
    expect(archivePagePath(1)).toBe('/devotionals/archive/');
    expect(archivePagePath(2)).toBe('/devotionals/archive/2/');
  });
});

describe('what a page carries', () => {
  it('has the scheduled devotionals of the next days and the newest published ones', () => {
    const many = [
      d(1, '2025-05-01'),
      d(2, '2025-05-30'),
      d(3, '2025-06-01'),
      d(4, '2025-06-02'),
      d(5, '2025-06-08'),
      d(6, '2025-06-09'),
    ];
    const shipped = devotionalsToShip(many, '2025-06-01', { futureDays: 7, pastCount: 2 });
    expect(shipped.map((x) => x.id)).toEqual([5, 4, 3, 2]);
  });
});

describe('devotional addresses', () => {
  it('slugs titles: lowercase, accents and apostrophes dropped, other runs become one hyphen', () => {
    expect(titleSlug('God’s Big Love!')).toBe('gods-big-love');
    expect(titleSlug('  Jesus Calms the Storm  ')).toBe('jesus-calms-the-storm');
    expect(titleSlug('Café & Crème')).toBe('cafe-creme');
    expect(titleSlug('🙏🙏')).toBe('devotional');
    expect(titleSlug('a'.repeat(80)).length).toBe(60);
  });
  it('are /devotionals/<date>-<slug>/, and a clash keeps the older one and adds the id to the newer', () => {
    const paths = devotionalPaths([
      d(7, '2025-06-01', 'Same'),
      d(3, '2025-06-01', 'Same'),
      d(4, '2025-06-02', 'Other'),
    ]);
    expect(paths.get(3)).toBe('/devotionals/2025-06-01-same/');
    expect(paths.get(7)).toBe('/devotionals/2025-06-01-same-7/');
    expect(paths.get(4)).toBe('/devotionals/2025-06-02-other/');
  });
});
