import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import {
  formatServiceWorker,
  formatTable,
  measureAllPages,
  measureServiceWorker,
  pageKinds,
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
const knownOver: string[] = [];

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

/** Spanish pages whose path is not the English one under /es/: the Bible's are the Reina-Valera 1909's. */
const spanishPaths: Record<string, string> = {
  'Bible book': '/es/bible/rv1909/john/',
  'Bible chapter': '/es/bible/rv1909/john/3/',
};

test('every content page kind is within 5 KB in Spanish too', () => {
  const distDir = realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));
  const spanishList = readFileSync(path.join(distDir, 'es/devotionals/index.html'), 'utf8');
  const devotional = /href="(\/es\/devotionals\/\d{4}-\d{2}-\d{2}-[^"/]+\/)"/.exec(spanishList)?.[1];
  const kinds = pageKinds
    .filter((k) => k.class === 'content')
    .map((k) => ({
      ...k,
      kind: `${k.kind} (Spanish)`,
      path: spanishPaths[k.kind] ?? (k.path === 'devotional' ? devotional! : `/es${k.path}`),
    }));
  const rows = measureAllPages(distDir, kinds);
  const table = formatTable(rows);
  console.log(table);
  expect(rows.map((r) => r.kind)).toEqual(kinds.map((k) => k.kind));
  expect(
    rows.filter((r) => !r.ok).map((r) => r.kind),
    table,
  ).toEqual([]);
});

test('the service worker and its registration add at most 10 KB gzip to a content page', () => {
  const distDir = realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));
  const weight = measureServiceWorker(distDir, '/bible/kjv/john/3/');
  console.log(formatServiceWorker(weight));
  expect(weight, 'the build has /sw.js').not.toBeNull();
  expect(weight!.files.length, 'a page script registers the worker').toBeGreaterThan(0);
  expect(weight!.ok, formatServiceWorker(weight)).toBe(true);
});
