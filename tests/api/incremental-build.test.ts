import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildStandbyPid, stopBuildStandby } from '../../api/rebuild/astro-build.ts';
import { createSiteRebuilder } from '../../api/rebuild/site-rebuilder.ts';
import { parseSettings } from '../../config/settings.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { insertDevotional } from '../../db/queries/devotionals.ts';
import { bibleBooks } from '../../src/lib/bible/books.ts';
import { bibleVersions } from '../../src/lib/bible/versions.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { createTestApp, describeSqliteOnly, type TestApp, testOrigin } from './helpers/test-app.ts';

// Real Astro builds of the whole site, a few of them: minutes on a busy machine.
const buildMs = 600_000;
const describeBuilds = describeSqliteOnly('the builds are the same on both databases; one run is enough');

/** Pages the Bible part has: per version every chapter page and its JSON, the book pages and books.json. */
const chapters = bibleBooks.reduce((sum, b) => sum + b.chapters, 0);
const biblePages = bibleVersions.length * (2 * chapters + bibleBooks.length + 1);

let t: TestApp;
const today = siteDay(new Date(), 'UTC');

interface Built {
  dir: string;
  reused: number;
  log: string[];
}

/** One build through the site's own rebuilder (the server's and `npm run build`'s), made live. */
async function build(
  options: { full?: boolean; env?: Record<string, string>; standby?: boolean } = {},
): Promise<Built> {
  Object.assign(process.env, options.env ?? {});
  const settings = parseSettings({ DATA_DIR: t.dataDir, SITE_URL: testOrigin, ...options.env });
  const log: string[] = [];
  const { rebuilder, store } = createSiteRebuilder(settings, t.db, (m) => log.push(m), undefined, {
    full: options.full,
    standby: options.standby,
  });
  const record = await rebuilder.rebuildNow('test');
  expect(record.error).toBeNull();
  const reused = log.map((l) => /(\d+) pages copied from the build cache/.exec(l)).find(Boolean);
  expect(reused, log.join('\n')).toBeTruthy();
  return { dir: path.join(store.root, record.id), reused: Number(reused![1]), log };
}

/** Every file of a build (relative path) with the SHA-256 of its content. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (sub: string): void => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else
        out.set(
          rel,
          createHash('sha256')
            .update(readFileSync(path.join(dir, rel)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return out;
}

const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');
const buildInfo = (dir: string): Record<string, unknown> => JSON.parse(read(dir, 'build-info.json'));

describeBuilds('incremental builds', () => {
  let full: Built;
  let incremental: Built;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareDatabase(t.handle, today);
  }, buildMs);
  // Deleting the data folder (several whole builds, the build cache and the kept Bible part: tens of
  // thousands of files) takes more than a minute on a busy machine.
  afterAll(() => t?.close(), buildMs);
  afterEach(() => {
    delete process.env.SITE_NAME;
  });

  it(
    'a build that reuses the Bible part from the cache is exactly the site a full build makes',
    async () => {
      full = await build({ full: true });
      expect(full.reused).toBe(0);
      // The Bible part is kept for the next builds of this code version...
      expect(full.log).toContain('rebuild: Bible part kept');
      incremental = await build();
      expect(incremental.reused).toBe(biblePages);
      // ...which render none of it (Astro lists no Bible page) and link it in.
      expect(incremental.log).toContain('rebuild: Bible part reused');

      const a = files(full.dir);
      const b = files(incremental.dir);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      // The whole site byte for byte: pages, JSON, assets, the sitemap, 404, robots.txt...
      const differing = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
      // ...except the build's own record (its id and times), whose settings fingerprint is the same,
      // and the static manifest, whose Last-Modified times differ but whose content hashes do not.
      expect(differing).toEqual(['build-info.json', 'static-files.json']);
      const hashes = (dir: string): Record<string, string> => {
        const manifest = JSON.parse(readFileSync(path.join(dir, 'static-files.json'), 'utf8')) as {
          files: Record<string, { hash: string }>;
        };
        return Object.fromEntries(Object.entries(manifest.files).map(([file, facts]) => [file, facts.hash]));
      };
      expect(hashes(incremental.dir)).toEqual(hashes(full.dir));
      expect(buildInfo(incremental.dir).fingerprint).toBe(buildInfo(full.dir).fingerprint);

      for (const file of [
        'index.html',
        '404.html',
        'sitemap-index.xml',
        'bible/kjv/john/3/index.html',
        'bible/asv/psalms/index.html',
        'bible-data/en-kjv/books/john/chapters/3.json',
      ])
        expect(a.has(file), file).toBe(true);
      const sitemap = read(incremental.dir, 'sitemap-0.xml');
      expect(sitemap).toContain(`${testOrigin}/bible/kjv/john/3/</loc>`);
      expect(sitemap).toContain(`${testOrigin}/bible/asv/revelation/22/</loc>`);
      const bibleLocs = new RegExp(
        `<loc>[^<]*/bible/(${bibleVersions.map((v) => v.code).join('|')})/[^<]+</loc>`,
        'g',
      );
      expect(sitemap.match(bibleLocs)).toHaveLength(bibleVersions.length * (chapters + bibleBooks.length));
      expect(read(incremental.dir, 'bible-data/en-kjv/books/john/chapters/3.json')).toContain(
        'For God so loved the world',
      );
    },
    buildMs,
  );

  it(
    "an admin's new devotional is built while the Bible pages are copied, and is in the sitemap",
    async () => {
      const devotional = await insertDevotional(t.db, {
        date: today,
        title: 'Cached Pages Are Fast',
        keyVerse: 'A word fitly spoken is like apples of gold in pictures of silver. (Proverbs 25:11)',
        devotionalText: 'Good words are worth keeping.',
        reflection: 'What kind word can you say today?',
        prayer: 'Help me speak kindly. Amen.',
        mediaType: 'none',
        mediaUrl: null,
        locale: 'en',
      });
      const next = await build();
      expect(next.reused).toBe(biblePages);
      const page = [...files(next.dir).keys()].find((f) =>
        /^devotionals\/[^/]*cached-pages-are-fast\//.test(f),
      );
      expect(page, `no page for devotional ${devotional.id}`).toBeDefined();
      expect(read(next.dir, page!)).toContain('Cached Pages Are Fast');
      expect(read(next.dir, 'sitemap-0.xml')).toContain(`/${path.posix.dirname(page!)}/</loc>`);
      expect(read(next.dir, 'bible/kjv/john/3/index.html')).toBe(
        read(full.dir, 'bible/kjv/john/3/index.html'),
      );
    },
    buildMs,
  );

  it(
    'a build in the standby process is the site `astro build` makes; without a standby, astro build runs',
    async () => {
      const next = await build();
      expect(next.log).not.toContain('rebuild: built in the standby process');
      // The standby is started with the rebuilder and used by its first build.
      const warm = await build({ standby: true });
      expect(warm.log).toContain('rebuild: built in the standby process');
      // It synced the content collections while it waited, and the build skipped that step.
      expect(warm.log).toContain('rebuild: content synced ahead in the standby');
      const a = files(next.dir);
      const b = files(warm.dir);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      const differing = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
      // Only the build's own record differs; the static manifest too is the same, entry for entry.
      expect(differing).toEqual(['build-info.json']);
      // A standby that died (killed here before this process has heard of it, so the next rebuilder
      // keeps it rather than start another) is replaced by a plain `astro build`.
      const pid = buildStandbyPid();
      expect(pid).not.toBeNull();
      process.kill(-pid!, 'SIGKILL');
      const fallback = await build({ standby: true });
      expect(fallback.log).not.toContain('rebuild: built in the standby process');
      expect(fallback.log).toContain('rebuild: Bible part reused');
      stopBuildStandby();
    },
    buildMs,
  );

  it(
    'a change to a setting the pages show renders the Bible pages again',
    async () => {
      const renamed = await build({ env: { SITE_NAME: 'Little Lambs Bible' } });
      expect(renamed.reused).toBe(0);
      expect(renamed.log).toContain('rebuild: Bible part kept');
      expect(read(renamed.dir, 'bible/kjv/john/3/index.html')).toContain('Little Lambs Bible');
    },
    buildMs,
  );

  it(
    'a build stopped half way leaves no cache record behind, so nothing half-written is reused',
    async () => {
      const record = path.join(t.dataDir, 'build-cache', 'incremental-build.json');
      expect(existsSync(record)).toBe(true);
      const settings = parseSettings({ DATA_DIR: t.dataDir, SITE_URL: testOrigin });
      const log: string[] = [];
      const { rebuilder } = createSiteRebuilder(settings, t.db, (m) => {
        log.push(m);
        // Stopped as soon as Astro runs.
        if (m.includes('astro build runs as process')) void rebuilder.stop();
      });
      const result = await rebuilder.rebuildNow('test');
      expect(result.ok).toBe(false);
      expect(existsSync(record)).toBe(false);
    },
    buildMs,
  );
});
