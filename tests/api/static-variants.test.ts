import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFile, precompressBuild, readManifest } from '../../api/static/precompress.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const page = (words: string) => `<!doctype html><title>Page</title>${`<p>${words}</p>`.repeat(80)}`;
const about = page('Jesus loves the little children.');
const psalm = page('The LORD is my shepherd; I shall not want.');
const script = `export const verses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `verse ${i}`))};`;
const smallScript =
  'import{t as o}from"./dom.js";export function share(e){const n=o(e,"[data-share]");' +
  'n&&n.addEventListener("click",async()=>{try{await navigator.share({title:document.title,url:location.href})}' +
  'catch{n.dataset.state="copied";await navigator.clipboard.writeText(location.href)}})}';
let firstDir: string;

beforeAll(async () => {
  t = await createTestApp();
  firstDir = writeFakeBuild(t.deps.buildStore, {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': about,
    'psalm/index.html': psalm,
    '404.html': '<!doctype html><title>Page not found</title>',
    '_astro/app.1234abcd.js': script,
    // A content page's small script (Astro splits them into chunks of a few hundred bytes).
    '_astro/share.5678abcd.js': smallScript,
    'images/logo.png': 'not really a png but more than a kilobyte '.repeat(40),
  });
  await precompressBuild(firstDir);
});
afterAll(() => t.close());

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('compressed variants written at build time', () => {
  it('writes brotli and gzip next to each text file worth it, and the manifest', async () => {
    for (const rel of [
      'about/index.html',
      'psalm/index.html',
      '_astro/app.1234abcd.js',
      '_astro/share.5678abcd.js',
    ]) {
      const raw = readFileSync(path.join(firstDir, rel));
      expect(brotliDecompressSync(readFileSync(path.join(firstDir, `${rel}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(firstDir, `${rel}.gz`)))).toEqual(raw);
    }
    // Too small to be worth it, or not text.
    expect(existsSync(path.join(firstDir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(firstDir, 'images/logo.png.br'))).toBe(false);
    const manifest = await readManifest(firstDir);
    expect(Object.keys(manifest!.files).sort()).toEqual([
      '404.html',
      '_astro/app.1234abcd.js',
      '_astro/share.5678abcd.js',
      'about/index.html',
      'images/logo.png',
      'index.html',
      'psalm/index.html',
    ]);
  });

  it('serves the variant the browser accepts, byte for byte the file the build wrote', async () => {
    const res = await t.request('/about/', { headers: br });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(readFileSync(path.join(firstDir, 'about/index.html.br')));
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const gz = await t.request('/about/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(about);
    const plain = await t.request('/about/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(about);
    // Again from memory: the same bytes.
    const again = await t.request('/about/', { headers: br });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
  });

  it('never serves the manifest or the variant files by their own names', async () => {
    for (const p of [`/${manifestFile}`, '/about/index.html.br', '/about/index.html.gz']) {
      expect((await t.request(p)).status, p).toBe(404);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.request('/about/', { method: 'HEAD', headers: br });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });
});

describe('ETag and Last-Modified', () => {
  it('answers If-None-Match with 304 for the same content, in any encoding', async () => {
    const first = await t.request('/about/', { headers: br });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    for (const inm of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      const res = await t.request('/about/', { headers: { 'if-none-match': inm } });
      expect(res.status, inm).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
    const other = await t.request('/about/', { headers: { 'if-none-match': 'W/"0123"' } });
    expect(other.status).toBe(200);
  });

  it('answers If-Modified-Since with 304 when the file is not newer, and 200 when it is', async () => {
    const first = await t.request('/psalm/');
    const lastModified = first.headers.get('last-modified')!;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await t.request('/psalm/', { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await t.request('/psalm/', { headers: { 'if-modified-since': before } })).status).toBe(200);
    // If-None-Match wins: a different tag means a new body even with a late date.
    const both = await t.request('/psalm/', {
      headers: { 'if-none-match': 'W/"0123"', 'if-modified-since': lastModified },
    });
    expect(both.status).toBe(200);
  });

  it('keeps the ETag and Last-Modified of unchanged files across a rebuild, and reuses their variants', async () => {
    const before = await t.request('/about/', { headers: br });
    const beforePsalm = await t.request('/psalm/', { headers: br });
    const next = writeFakeBuild(t.deps.buildStore, {
      'index.html': '<!doctype html><title>Home</title>',
      'about/index.html': about,
      'psalm/index.html': page('The LORD is my shepherd; I shall not want. (revised)'),
      '404.html': '<!doctype html><title>Page not found</title>',
      '_astro/app.1234abcd.js': script,
    });
    const result = await precompressBuild(next, { previousDir: firstDir });
    expect(result.reused).toBe(2);
    expect(result.compressed).toBe(1);
    expect(t.deps.buildStore.currentDir()).toBe(next);
    const after = await t.request('/about/', { headers: br });
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.headers.get('last-modified')).toBe(before.headers.get('last-modified'));
    expect(brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString()).toBe(about);
    expect(
      (await t.request('/about/', { headers: { 'if-none-match': before.headers.get('etag')! } })).status,
    ).toBe(304);
    const afterPsalm = await t.request('/psalm/', { headers: br });
    expect(afterPsalm.headers.get('etag')).not.toBe(beforePsalm.headers.get('etag'));
    expect(brotliDecompressSync(Buffer.from(await afterPsalm.arrayBuffer())).toString()).toContain(
      '(revised)',
    );
  });
});

describe('a build without compressed variants', () => {
  it('is served as it is: the server never compresses at request time', async () => {
    writeFakeBuild(t.deps.buildStore, { 'index.html': about, '404.html': 'missing' });
    const res = await t.request('/', { headers: br });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(about);
    const etag = res.headers.get('etag')!;
    expect((await t.request('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
