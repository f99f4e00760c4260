import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsOfPages } from '../../api/rebuild/service-worker.ts';
import { bookOfflineUrls, keepBookMessages, keptPageLabel } from '../../src/lib/offline-cache.ts';
import { manifestPath, shortAppName, webManifest } from '../../src/lib/web-manifest.ts';

describe('keeping a book for offline', () => {
  it('lists every chapter page and chapter JSON of the chosen versions', () => {
    expect(bookOfflineUrls(['kjv'], 'ruth', 2)).toEqual({
      pages: ['/bible/kjv/ruth/1/', '/bible/kjv/ruth/2/'],
      data: [
        '/bible-data/en-kjv/books/ruth/chapters/1.json',
        '/bible-data/en-kjv/books/ruth/chapters/2.json',
      ],
    });
    const both = bookOfflineUrls(['asv', 'kjv', 'niv'], 'jude', 1);
    expect(both.pages).toEqual(['/bible/kjv/jude/1/', '/bible/asv/jude/1/']);
    expect(both.data).toEqual([
      '/bible-data/en-kjv/books/jude/chapters/1.json',
      '/bible-data/en-asv/books/jude/chapters/1.json',
    ]);
    const messages = keepBookMessages({
      saving: 'Keeping chapter {done} of {total}…',
      keptOne: 'Kept for offline: 1 chapter.',
      keptMany: 'Kept for offline: {count} chapters.',
      failed: 'failed',
      chooseVersion: 'choose',
    });
    expect(messages.kept(1)).toBe('Kept for offline: 1 chapter.');
    expect(messages.kept(5)).toBe('Kept for offline: 5 chapters.');
    expect(messages.saving(3, 8)).toBe('Keeping chapter 3 of 8…');
  });

  it('names kept pages for the offline page', () => {
    expect(keptPageLabel('/bible/kjv/1-samuel/3/')).toBe('1 Samuel 3 (KJV)');
    expect(keptPageLabel('/devotionals/')).toBe('Devotionals');
    expect(keptPageLabel('/games/bible-hangman/')).toBe('Games › Bible Hangman');
    expect(keptPageLabel('/')).toBeNull();
    expect(keptPageLabel('/offline/')).toBeNull();
  });
});

describe('the web app manifest', () => {
  it('installs as a standalone app with icons of 192 and 512 pixels', () => {
    const manifest = webManifest('Bite Size Bible');
    expect(manifest).toMatchObject({ name: 'Bite Size Bible', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as Array<{ sizes: string; type: string }>;
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('is written in each language, the Spanish one opening on the Spanish home page', () => {
    const english = webManifest('Bite Size Bible', 'en');
    expect(english).toMatchObject({ lang: 'en', id: '/', start_url: '/', scope: '/' });
    expect(english.description).toMatch(/^Bible stories, games and verses/);
    const spanish = webManifest('Bite Size Bible', 'es');
    expect(spanish).toMatchObject({
      lang: 'es',
      id: '/es/',
      start_url: '/es/',
      scope: '/',
      name: 'Bite Size Bible',
    });
    expect(spanish.description).toMatch(/^Historias de la Biblia/);
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('es')).toBe('/es/manifest.webmanifest');
  });

  it('shortens a long site name to its initials', () => {
    expect(shortAppName('Bite Size Bible')).toBe('BSB');
    expect(shortAppName('Kids Bible')).toBe('Kids Bible');
    expect(shortAppName('Supercalifragilistic')).toBe('Supercalifra');
  });
});

describe('the service worker’s app shell', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-sw-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'offline/index.html':
      '<link href="/_astro/base.css" rel="stylesheet"><script src="/_astro/page.js"></script>',
    '_astro/base.css': '@font-face{src:url(/_astro/font.woff2)}',
    '_astro/font.woff2': 'x',
    '_astro/page.js':
      'import{a}from"./shared.js";const l=()=>import("./lazy.js");' +
      // The layout's code loaded on demand (the toasts' view), as the bundler writes it.
      'const e=e=>e();e(()=>import(`./toast-view.js`).then(m=>m.renderToasts()),[]);',
    '_astro/shared.js': 'export const a=1;',
    '_astro/lazy.js': 'export default 1;',
    '_astro/toast-view.js': 'export function renderToasts(){}',
    '_astro/admin.js': 'export default 2;',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }

  it('holds the assets the shell pages load, followed through static and on-demand imports', async () => {
    expect(await assetsOfPages(dir, ['offline/index.html', 'missing/index.html'])).toEqual([
      '_astro/base.css',
      '_astro/font.woff2',
      '_astro/lazy.js',
      '_astro/page.js',
      '_astro/shared.js',
      '_astro/toast-view.js',
    ]);
  });
});
