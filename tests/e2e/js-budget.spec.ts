import { realpathSync } from 'node:fs';
import path from 'node:path';
import {
  formatServiceWorker,
  formatTable,
  measureAllPages,
  measureServiceWorker,
} from '../../scripts/js-budget.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * JavaScript budgets on the build the e2e server serves: content pages at most 5 KB brotli, interactive
 * pages at most 90 KB gzip, on load and after idle (see scripts/js-budget.ts for what is counted).
 */
/**
 * Kinds of page known to be over their budget today, so the rest are held to it and a new overrun fails.
 * Shrinking one of these below its budget fails the test too: take it out of this list then.
 */
const knownOver: string[] = [
  // A chapter (5.2 KB brotli) and a devotional (5.05 KB): over since every page's shared code
  // learned the page's language (links in it, the API's answers in it, the language bar's check).
  // Issue 33's notes say what is left to try.
  'Bible chapter',
  'devotional',
];

test('every page kind is within its JavaScript budget', () => {
  const distDir = realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));
  const rows = measureAllPages(distDir);
  expect(rows.length).toBeGreaterThan(20);
  const table = formatTable(rows);
  console.log(table);
  expect(
    rows.filter((r) => !r.ok).map((r) => r.kind),
    table,
  ).toEqual(knownOver);
});

test('the service worker and its registration add at most 10 KB gzip to a content page', () => {
  const distDir = realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));
  const weight = measureServiceWorker(distDir, '/bible/kjv/john/3/');
  console.log(formatServiceWorker(weight));
  expect(weight, 'the build has /sw.js').not.toBeNull();
  expect(weight!.files.length, 'a page script registers the worker').toBeGreaterThan(0);
  expect(weight!.ok, formatServiceWorker(weight)).toBe(true);
});
