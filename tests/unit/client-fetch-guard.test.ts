import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** Where browser code lives; src/client is the one place that talks to the API. */
const browserFolders = [
  'src/scripts',
  'src/islands',
  'src/stores',
  'src/games',
  'src/lib',
  'src/components',
  'src/layouts',
  'src/pages',
];
const clientFolder = 'src/client/';

/**
 * Browser files that may call `fetch` themselves: each reads a static file the build wrote, never
 * the API, so the client's error envelope and offline queue have nothing to add.
 */
const staticReads: Record<string, string> = {
  'src/islands/reader/bible-data.ts': 'the Bible text as static JSON under /bible-data/',
  'src/scripts/word-tips.ts': 'the word meanings in /bible-data/words.json',
  'src/scripts/devotionals-dialogs.ts': 'the recent devotionals in /devotionals/recent.json',
  'src/scripts/daily-wisdom-view.ts': 'the proverbs in /wisdom/proverbs.json',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro)$/.test(name) ? [path] : [];
  });
}

const files = browserFolders
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .map((file) => ({
    path: relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));

const callsNetwork = (text: string): boolean => /\bfetch\(|XMLHttpRequest|sendBeacon\(/.test(text);

describe('the browser data layer', () => {
  it('has every request outside src/client read a static file, never the API', () => {
    const calling = files.filter((f) => !f.path.startsWith(clientFolder) && callsNetwork(f.text));
    expect(calling.map((f) => f.path).sort()).toEqual(Object.keys(staticReads).sort());
    for (const file of calling) expect(file.text, file.path).not.toMatch(/['"`]\/api\//);
  });

  it('keeps src/client below the stores, islands and page scripts', () => {
    const client = sourceFiles(join(root, clientFolder)).map((file) => readFileSync(file, 'utf8'));
    expect(client.length).toBeGreaterThan(0);
    for (const text of client) expect(text).not.toMatch(/from '\.\.\/(stores|islands|scripts|games)\//);
  });

  it('writes Mark as Read once, in the reading progress store', () => {
    const markRead = /['"](POST|mark-read)['"],\s*['"]\/api\/reading-progress['"]/;
    const writers = files.filter((f) => markRead.test(f.text)).map((f) => f.path);
    expect(writers).toEqual(['src/stores/reading-progress.ts']);
  });
});
