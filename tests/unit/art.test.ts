import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import gameCatalog from '../../content/games/catalog.json' with { type: 'json' };
import plans from '../../content/site/plans.json' with { type: 'json' };
import { askArt, challengeArt, emptyArt, gameArt, mascotArt, planArt } from '../../src/lib/art.ts';
import { storyArt } from '../../src/lib/bible-stories/path.ts';
import { truthChallengeCards } from '../../src/lib/truth-challenges.ts';

const artDir = join(import.meta.dirname, '../../public/art');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
})(artDir);
const name = (path: string): string => relative(artDir, path);

/** The colours the art may use: the @theme colour tokens of the site's stylesheet, and white. */
const css = readFileSync(join(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
const palette = new Set(
  [...css.matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]!.toLowerCase()).concat('#ffffff'),
);

/** Start and end tags in order, with each start tag's attributes; throws on malformed markup. */
function tags(
  svg: string,
): Array<{ name: string; attrs: Map<string, string>; close: boolean; selfClose: boolean }> {
  const out = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const attrs = new Map<string, string>();
    for (const a of m[3]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (attrs.has(a[1]!)) throw new Error(`attribute ${a[1]} twice on <${m[2]}>`);
      attrs.set(a[1]!, a[2]!);
    }
    out.push({ name: m[2]!, attrs, close: m[1] === '/', selfClose: m[4] === '/' });
  }
  const stripped = svg.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g, '').trim();
  if (stripped !== '') throw new Error(`text or malformed markup outside tags: ${stripped.slice(0, 60)}`);
  const stack: string[] = [];
  for (const t of out) {
    if (t.close) {
      if (stack.pop() !== t.name) throw new Error(`</${t.name}> closes the wrong element`);
    } else if (!t.selfClose) stack.push(t.name);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)}> is never closed`);
  return out;
}

describe('the illustrations in public/art', () => {
  it('has the files', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of files) {
    describe(name(file), () => {
      const svg = readFileSync(file, 'utf8');

      it('is an SVG file of at most 6 KB gzipped', () => {
        expect(file.endsWith('.svg')).toBe(true);
        expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
      });

      it('is well-formed with an <svg> root that has a viewBox, width and height', () => {
        const all = tags(svg);
        const root = all[0]!;
        expect(root.name).toBe('svg');
        expect(root.attrs.get('xmlns')).toBe('http://www.w3.org/2000/svg');
        expect(root.attrs.get('viewBox')).toMatch(/^0 0 \d+ \d+$/);
        expect(root.attrs.get('width')).toMatch(/^\d+$/);
        expect(root.attrs.get('height')).toMatch(/^\d+$/);
        expect(all.at(-1)).toMatchObject({ name: 'svg', close: true });
      });

      it('has no script, event handler, external reference, embedded image or text', () => {
        expect(svg).not.toMatch(/<script|<foreignObject|<image|<text|<style|<!DOCTYPE|<!ENTITY/i);
        for (const t of tags(svg)) {
          for (const [attr, value] of t.attrs) {
            expect(attr, `${attr} on <${t.name}>`).not.toMatch(/^on/i);
            if (/(^|:)href$/.test(attr)) expect(value, `${attr} on <${t.name}>`).toMatch(/^#/);
            expect(value, `${attr} on <${t.name}>`).not.toMatch(/url\(\s*['"]?(?!#)/i);
            if (attr !== 'xmlns') expect(value, attr).not.toMatch(/javascript:|data:|https?:/i);
          }
        }
      });

      it('draws only with the site palette and outlines of one width', () => {
        const colours = [...svg.matchAll(/#[0-9a-f]{3,8}\b/gi)].map((m) => m[0].toLowerCase());
        for (const colour of colours)
          expect(palette.has(colour), `${colour} is not a colour token`).toBe(true);
        // 4-unit outlines; 8 only on the fluffy wool, whose inner half is painted over.
        const widths = new Set([...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => m[1]));
        for (const w of widths) expect(['4', '8']).toContain(w);
      });
    });
  }

  it('has a picture for every game, challenge, Ask & Pray card, plan, empty state, mascot and Bible story', () => {
    const stories = readdirSync(join(import.meta.dirname, '../../content/stories'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => storyArt(f.slice(0, -3)));
    expect(stories.length).toBeGreaterThanOrEqual(52);
    const wanted = [
      ...gameCatalog.map((g) => gameArt(g.id)),
      ...truthChallengeCards.map((c) => challengeArt(c.slug)),
      ...(['questions', 'prayer', 'community'] as const).map(askArt),
      ...plans.map((p) => planArt(p.tier)),
      ...Object.values(emptyArt),
      ...Object.values(mascotArt),
      ...stories,
    ];
    const present = new Set(files.map((f) => `/art/${name(f)}`));
    for (const url of wanted) expect(present.has(url), url).toBe(true);
    expect(wanted.length).toBe(12 + 4 + 3 + 3 + 5 + 3 + stories.length);
  });
});
