import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serviceWorkerFile, writeServiceWorker } from '../../api/rebuild/service-worker.ts';
import { generateInProcess } from '../../api/rebuild/service-worker-generate.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sw-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A small finished site: the offline page, the games grid, the script they load and the shell's pictures. */
function site(name: string, offlineText: string): string {
  const dir = path.join(root, name);
  for (const [rel, text] of [
    ['offline/index.html', `<script src="/_astro/page.abc123.js"></script>${offlineText}`],
    ['games/index.html', '<p>Games</p>'],
    ['_astro/page.abc123.js', 'console.log(1)'],
    ['favicon.svg', '<svg/>'],
    ['art/empty/not-found.svg', '<svg/>'],
  ] as const) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const keep = { dir: path.join(root, 'kept'), codeKey: 'code-1' };
const worker = (dir: string): string => readFileSync(path.join(dir, serviceWorkerFile), 'utf8');

// Workbox bundles and minifies a worker in seconds of CPU: twice here.
it('copies the kept worker while code and precache list are the same, and makes a new one otherwise', async () => {
  const first = site('a', 'Offline');
  expect((await writeServiceWorker(first, keep))?.count).toBe(5);
  expect(readdirSync(keep.dir)).toHaveLength(1);

  const same = site('b', 'Offline');
  expect((await writeServiceWorker(same, keep))?.count).toBe(5);
  expect(worker(same)).toBe(worker(first));

  // A changed shell page is a new precache list: the kept worker (spoiled here to tell) is not used.
  const [kept] = readdirSync(keep.dir);
  writeFileSync(path.join(keep.dir, kept!), 'spoiled');
  const changed = site('c', 'Offline, changed');
  await writeServiceWorker(changed, keep);
  expect(worker(changed)).not.toBe('spoiled');
  expect(worker(changed)).not.toBe(worker(first));
  expect(worker(changed)).toContain('offline/index.html');
  // Only the newest worker is kept.
  expect(readdirSync(keep.dir)).toHaveLength(1);
  expect(readdirSync(keep.dir)).not.toContain(kept);
}, 120_000);

it('generates the worker in a process of its own, whose memory ends with it (not on a server thread)', async () => {
  const dir = site('own-process', 'Offline');
  const result = await generateInProcess({
    dir,
    globPatterns: ['offline/index.html'],
    swDest: path.join(dir, serviceWorkerFile),
    fallbackURLs: { en: '/offline/index.html', es: '/es/offline/index.html' },
    maxPrecacheBytes: 1_000_000,
  });
  expect(result.count).toBe(1);
  expect(result.pid).toBeTypeOf('number');
  expect(result.pid).not.toBe(process.pid);
}, 120_000);
