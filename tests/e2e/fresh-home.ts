/**
 * The home page as a fresh install serves it (no videos uploaded yet), kept before any test runs.
 * Playwright starts the web server (a fresh data folder, then `npm start`'s build) before this
 * global setup, and no test has run yet: the page answered now is the fresh install's, whichever
 * test later shows it (home-plans.spec.ts), in whatever order, however often.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface FreshHome {
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

/** The kept page's file, in the run's data folder (tests/e2e/teardown.ts removes it). */
function freshHomeFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'e2e-fresh-home.json');
}

/** The answer's headers a page depends on (its policy), without those of the transfer. */
const keptHeaders = ['content-security-policy', 'cache-control'];

export default async function keepFreshHome(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/`);
  if (!res.ok) throw new Error(`the fresh home page answered ${res.status}`);
  const headers = Object.fromEntries(
    keptHeaders.flatMap((name) => (res.headers.has(name) ? [[name, res.headers.get(name)!]] : [])),
  );
  const home: FreshHome = {
    contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8',
    headers,
    body: await res.text(),
  };
  writeFileSync(freshHomeFile(), JSON.stringify(home));
}

/** The home page as the fresh install served it. */
export function freshHome(): FreshHome {
  return JSON.parse(readFileSync(freshHomeFile(), 'utf8')) as FreshHome;
}
