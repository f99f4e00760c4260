import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minCompressBytes } from '../../api/static/precompress.ts';
import { budgets, measurePageScripts, withinBudget } from '../../scripts/js-budget.ts';

let dist: string;

function write(rel: string, text: string): void {
  const file = path.join(dist, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
  write('_astro/a.js', 'import{x}from"./shared.js";console.log(x,"a");');
  write('_astro/shared.js', `export const x=${JSON.stringify('s'.repeat(200))};`);
  write(
    '_astro/island.js',
    'import{x}from"./shared.js";import"./dep.js";export default x;const l=()=>import("./lazy.js");' +
      'const t=()=>import(`./tab.js`);',
  );
  write('_astro/dep.js', 'export const dep=1;');
  write('_astro/lazy.js', `export const lazy=${JSON.stringify('z'.repeat(300))};`);
  write('_astro/tab.js', 'export const tab=1;');
  write('_astro/renderer.js', 'export default ()=>{};');
  write('_astro/idle.js', 'import"./shared.js";export default 2;');
  write('_astro/pre.js', 'export const pre=1;');
  // Under the server's floor for compression (api/static/precompress.ts): sent as it is.
  write('_astro/tiny.js', `export const t=${JSON.stringify('t'.repeat(100))};`);
  write('_astro/big.js', `export const b=${JSON.stringify('b'.repeat(minCompressBytes))};`);
  write('tiny/index.html', '<html><head><script type="module" src="/_astro/tiny.js"></script></head></html>');
  write('big/index.html', '<html><head><script type="module" src="/_astro/big.js"></script></head></html>');
  write(
    'plain/index.html',
    '<html><body><p>No scripts</p><script type="application/ld+json">{"a":1}</script></body></html>',
  );
  write(
    'page/index.html',
    [
      '<html><head><script type="module" src="/_astro/a.js"></script>',
      '<link rel="modulepreload" href="/_astro/pre.js"></head><body>',
      '<script>window.inline=1</script>',
      '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" client="load">' +
        '</astro-island>',
      '<astro-island component-url="/_astro/idle.js" renderer-url="/_astro/renderer.js" client="idle"></astro-island>',
      '</body></html>',
    ].join(''),
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('measurePageScripts', () => {
  it('counts nothing on a page without scripts (JSON-LD is not JavaScript)', () => {
    const s = measurePageScripts(dist, '/plain/');
    expect(s.onLoad).toEqual({ gzip: 0, brotli: 0 });
    expect(s.afterIdle).toEqual({ gzip: 0, brotli: 0 });
  });

  it('follows scripts, modulepreload, load islands and their static imports on load', () => {
    const s = measurePageScripts(dist, '/page/');
    expect(s.files.onLoad).toEqual([
      '_astro/a.js',
      '_astro/dep.js',
      '_astro/island.js',
      '_astro/pre.js',
      '_astro/renderer.js',
      '_astro/shared.js',
      'inline:0',
    ]);
    expect(s.onLoad.gzip).toBeGreaterThan(0);
    expect(s.onLoad.brotli).toBeGreaterThan(0);
  });

  it('adds idle islands after idle, counting each file once', () => {
    const s = measurePageScripts(dist, '/page/');
    expect(s.files.afterIdle).toEqual([
      '_astro/a.js',
      '_astro/dep.js',
      '_astro/idle.js',
      '_astro/island.js',
      '_astro/pre.js',
      '_astro/renderer.js',
      '_astro/shared.js',
      'inline:0',
    ]);
    expect(s.afterIdle.gzip).toBeGreaterThan(s.onLoad.gzip);
    expect(s.afterIdle.brotli).toBeGreaterThan(s.onLoad.brotli);
  });

  it('adds every dynamic import on demand, quoted or as a template literal', () => {
    const s = measurePageScripts(dist, '/page/');
    expect(s.files.onDemand).toEqual([
      '_astro/a.js',
      '_astro/dep.js',
      '_astro/idle.js',
      '_astro/island.js',
      '_astro/lazy.js',
      '_astro/pre.js',
      '_astro/renderer.js',
      '_astro/shared.js',
      '_astro/tab.js',
      'inline:0',
    ]);
    expect(s.onDemand.gzip).toBeGreaterThan(s.afterIdle.gzip);
  });

  it('counts a file as the server sends it: as it is under the floor for compression, else compressed', () => {
    const tiny = measurePageScripts(dist, '/tiny/');
    expect(tiny.onLoad).toEqual({ gzip: 118, brotli: 118 });
    const big = measurePageScripts(dist, '/big/');
    expect(big.onLoad.brotli).toBeLessThan(100);
    expect(big.onLoad.gzip).toBeLessThan(100);
  });

  it('fails on a page the build lacks', () => {
    expect(() => measurePageScripts(dist, '/missing/')).toThrow(/No built page/);
  });
});

describe('withinBudget', () => {
  const w = (n: number) => ({ gzip: n, brotli: n });
  it('holds content pages to 5 KB brotli and interactive pages to 90 KB gzip, after idle too', () => {
    expect(
      withinBudget('content', { onLoad: w(budgets.contentBrotli), afterIdle: w(budgets.contentBrotli) }),
    ).toBe(true);
    expect(withinBudget('content', { onLoad: w(100), afterIdle: w(budgets.contentBrotli + 1) })).toBe(false);
    expect(withinBudget('interactive', { onLoad: w(80 * 1024), afterIdle: w(90 * 1024) })).toBe(true);
    expect(withinBudget('interactive', { onLoad: w(80 * 1024), afterIdle: w(91 * 1024) })).toBe(false);
  });
});
