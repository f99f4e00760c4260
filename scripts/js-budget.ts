/**
 * JavaScript weight of the built pages: what a page loads at once, what it loads once the browser is
 * idle (lazy islands), and what it may load on demand (dynamic imports: a tab opened, a dialog, a
 * signed-in reader's progress calls). Used by the JS budget test and by the bench.
 *
 * On load: module and classic scripts (`src` and inline), modulepreload links, and the component and
 * renderer of every island hydrated at once (`client:load`, `client:only`), each followed through its
 * static imports. After idle: all of that plus the islands hydrated later (`client:idle`,
 * `client:visible`, `client:media`), through their static imports. On demand: all of that plus every
 * dynamic `import()` reachable from any of them (quoted or a plain template literal, as the bundler
 * writes them), and the chunks Vite's preload helper lists for them.
 * Sizes are the sum over distinct files, compressed one by one as the server sends them (a file
 * under `minCompressBytes`, or one compression does not make smaller, is sent as it is).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minCompressBytes } from '../api/static/precompress.ts';

export interface Weight {
  gzip: number;
  brotli: number;
}

export interface PageScripts {
  onLoad: Weight;
  afterIdle: Weight;
  /** Everything the page may load: after idle plus every dynamic import (not budgeted, printed). */
  onDemand: Weight;
  /** The files counted (paths under dist, or `inline:N` for inline scripts), for reports. */
  files: { onLoad: string[]; afterIdle: string[]; onDemand: string[] };
}

export type PageClass = 'content' | 'interactive';

/** Budgets: content pages ship (almost) no framework; interactive pages stay small. */
export const budgets = {
  /** Content pages: on load and after idle, brotli. */
  contentBrotli: 5 * 1024,
  /** Interactive pages: on load and after idle, gzip. */
  interactiveGzip: 90 * 1024,
};

/** One page of each kind (paths as URLs; the e2e build has all of them). */
export const pageKinds: Array<{ kind: string; path: string; class: PageClass }> = [
  { kind: 'home', path: '/', class: 'content' },
  { kind: 'about', path: '/about/', class: 'content' },
  { kind: 'privacy', path: '/privacy/', class: 'content' },
  { kind: 'Bible index', path: '/bible/', class: 'content' },
  { kind: 'Bible book', path: '/bible/kjv/john/', class: 'content' },
  { kind: 'Bible chapter', path: '/bible/kjv/john/3/', class: 'content' },
  { kind: 'Bible search', path: '/bible/search/', class: 'content' },
  { kind: 'Bible words', path: '/bible/words/', class: 'content' },
  { kind: 'devotionals', path: '/devotionals/', class: 'content' },
  { kind: 'devotional archive', path: '/devotionals/archive/', class: 'content' },
  { kind: 'devotional', path: 'devotional', class: 'content' },
  { kind: 'media center', path: '/media/', class: 'content' },
  { kind: 'games grid', path: '/games/', class: 'content' },
  { kind: 'challenges hub', path: '/challenges/', class: 'content' },
  { kind: 'reading plans', path: '/reading-plans/', class: 'content' },
  { kind: 'reading plan', path: '/reading-plans/gospel-of-mark-16-days/', class: 'content' },
  { kind: 'Bible stories', path: '/bible-stories/', class: 'content' },
  { kind: 'Bible story', path: '/bible-stories/noahs-big-boat/', class: 'content' },
  { kind: 'printables', path: '/printables/', class: 'content' },
  { kind: 'game (Bible Hangman)', path: '/games/bible-hangman/', class: 'interactive' },
  { kind: 'game (Christian Connect)', path: '/games/christian-connect/', class: 'interactive' },
  { kind: 'game (Bible Adventure)', path: '/games/bible-adventure/', class: 'interactive' },
  { kind: 'Keep it Real', path: '/challenges/keep-it-real/', class: 'interactive' },
  { kind: 'Truth Quest', path: '/challenges/truth-quest/', class: 'interactive' },
  { kind: 'Memory Master', path: '/challenges/memory-master/', class: 'interactive' },
  { kind: 'Achievements', path: '/challenges/achievements/', class: 'interactive' },
  { kind: 'Ask & Pray', path: '/ask-and-pray/', class: 'interactive' },
  // The word search and bingo printables make their sheet in the browser from the words chosen.
  { kind: 'printable word search', path: '/printables/word-search/', class: 'interactive' },
  { kind: 'printable bingo card', path: '/printables/bingo/', class: 'interactive' },
  { kind: 'Bible explorer', path: '/bible-explorer/', class: 'interactive' },
  { kind: 'journey of faith', path: '/explorer/', class: 'interactive' },
  { kind: 'sign in', path: '/auth/', class: 'interactive' },
  { kind: 'account', path: '/account/', class: 'interactive' },
  { kind: 'family', path: '/family/', class: 'interactive' },
  { kind: "who's learning", path: '/who/', class: 'interactive' },
  { kind: 'plans', path: '/subscription/', class: 'interactive' },
  { kind: 'admin', path: '/admin/', class: 'interactive' },
  { kind: 'admin mini lessons', path: '/admin/mini-lessons/', class: 'interactive' },
  { kind: 'admin readings', path: '/admin/readings/', class: 'interactive' },
  { kind: 'admin reading plans', path: '/admin/reading-plans/', class: 'interactive' },
];

const compressedCache = new Map<string, Weight>();

function weigh(key: string, content: Buffer): Weight {
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const weight = {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  compressedCache.set(key, weight);
  return weight;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!m) return undefined;
  return decode(m[1] ?? m[2] ?? m[3] ?? '');
}

/** The file under dist that a URL path (absolute, or relative to `from`) names, if it is local. */
function resolveUrl(distDir: string, url: string, fromFile?: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const clean = url.split(/[?#]/)[0] ?? '';
  const file =
    clean.startsWith('/') || !fromFile
      ? path.join(distDir, clean.replace(/^\/+/, ''))
      : path.resolve(path.dirname(fromFile), clean);
  return existsSync(file) ? file : undefined;
}

const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const dynamicImport = /\bimport\(\s*(?:["']([^"']+)["']|`([^`$]+)`)\s*\)/g;
// Vite's preload helper lists the chunks of a dynamic import by path, relative to the asset folder.
const preloadDeps = /["'](\.{0,2}\/?_astro\/[\w.-]+\.js|\.\/[\w.-]+\.js)["']/g;

function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const m of code.matchAll(staticImport)) if (m[1]) found.static.push(m[1]);
  for (const m of code.matchAll(dynamicImport)) {
    const spec = m[1] ?? m[2];
    if (spec) found.dynamic.push(spec);
  }
  for (const m of code.matchAll(preloadDeps)) if (m[1]) found.dynamic.push(m[1]);
  return found;
}

/** All files reachable from `roots`: through static imports, and through dynamic ones when asked. */
function closure(distDir: string, roots: string[], followDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const spec of followDynamic ? [...statics, ...dynamic] : statics) {
      const target = spec.startsWith('_astro/')
        ? resolveUrl(distDir, `/${spec}`)
        : resolveUrl(distDir, spec, file);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

function sum(distDir: string, files: Set<string>, inline: string[]): Weight {
  const total = { gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(file);
    const w = weigh(file, content);
    const raw = content.length;
    total.gzip += raw < minCompressBytes ? raw : Math.min(raw, w.gzip);
    total.brotli += raw < minCompressBytes ? raw : Math.min(raw, w.brotli);
  }
  inline.forEach((code, i) => {
    const w = weigh(`inline:${i}:${code}`, Buffer.from(code));
    total.gzip += w.gzip;
    total.brotli += w.brotli;
  });
  void distDir;
  return total;
}

/** The HTML file of a page path (`/games/` is `games/index.html`, `/404` is `404.html`). */
export function htmlFileOf(distDir: string, pagePath: string): string {
  const clean = pagePath.replace(/^\/+/, '').replace(/[?#].*$/, '');
  const candidates = clean.endsWith('.html')
    ? [clean]
    : clean === ''
      ? ['index.html']
      : [path.join(clean, 'index.html'), `${clean.replace(/\/$/, '')}.html`];
  for (const c of candidates) {
    const file = path.join(distDir, c);
    if (existsSync(file)) return file;
  }
  throw new Error(`No built page for ${pagePath} in ${distDir}`);
}

/** Measures one page of the built site: JS on load and JS it may load after idle. */
export function measurePageScripts(distDir: string, pagePath: string): PageScripts {
  const html = readFileSync(htmlFileOf(distDir, pagePath), 'utf8');
  const eagerRoots: string[] = [];
  const lazyRoots: string[] = [];
  const inline: string[] = [];

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1] ?? '';
    const type = attr(`<x ${tag}>`, 'type');
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    const src = attr(`<x ${tag}>`, 'src');
    if (src) {
      const file = resolveUrl(distDir, src);
      if (file) eagerRoots.push(file);
    } else if ((m[2] ?? '').trim()) {
      inline.push(m[2] ?? '');
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (attr(tag, 'rel')?.toLowerCase() !== 'modulepreload') continue;
    const file = resolveUrl(distDir, attr(tag, 'href') ?? '');
    if (file) eagerRoots.push(file);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const tag = m[0];
    const client = attr(tag, 'client') ?? 'load';
    const target = client === 'load' || client === 'only' ? eagerRoots : lazyRoots;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      const file = url ? resolveUrl(distDir, url) : undefined;
      if (file) target.push(file);
    }
  }

  const onLoadFiles = closure(distDir, eagerRoots, false);
  const afterIdleFiles = closure(distDir, [...eagerRoots, ...lazyRoots], false);
  const onDemandFiles = closure(distDir, [...eagerRoots, ...lazyRoots], true);
  const rel = (files: Set<string>) => [
    ...[...files].map((f) => path.relative(distDir, f)).sort(),
    ...inline.map((_, i) => `inline:${i}`),
  ];
  return {
    onLoad: sum(distDir, onLoadFiles, inline),
    afterIdle: sum(distDir, afterIdleFiles, inline),
    onDemand: sum(distDir, onDemandFiles, inline),
    files: { onLoad: rel(onLoadFiles), afterIdle: rel(afterIdleFiles), onDemand: rel(onDemandFiles) },
  };
}

export interface BudgetRow {
  kind: string;
  path: string;
  class: PageClass;
  onLoad: Weight;
  afterIdle: Weight;
  onDemand: Weight;
  /** Whether the page is within its budget (content: brotli; interactive: gzip; both on load and after idle). */
  ok: boolean;
}

/** Whether a measured page is within the budget of its class. */
export function withinBudget(
  pageClass: PageClass,
  scripts: Pick<PageScripts, 'onLoad' | 'afterIdle'>,
): boolean {
  return pageClass === 'content'
    ? scripts.afterIdle.brotli <= budgets.contentBrotli && scripts.onLoad.brotli <= budgets.contentBrotli
    : scripts.afterIdle.gzip <= budgets.interactiveGzip && scripts.onLoad.gzip <= budgets.interactiveGzip;
}

/** The first devotional page of the build (their paths carry a date), for the table. */
function someDevotional(distDir: string): string | undefined {
  const html = existsSync(path.join(distDir, 'devotionals/index.html'))
    ? readFileSync(path.join(distDir, 'devotionals/index.html'), 'utf8')
    : '';
  const m = /href="(\/devotionals\/\d{4}-\d{2}-\d{2}-[^"/]+\/)"/.exec(html);
  return m?.[1];
}

/** Measures one page of every kind that the build has; `kinds` defaults to {@link pageKinds}. */
export function measureAllPages(distDir: string, kinds = pageKinds): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const k of kinds) {
    const pagePath = k.path === 'devotional' ? someDevotional(distDir) : k.path;
    if (!pagePath) continue;
    try {
      htmlFileOf(distDir, pagePath);
    } catch {
      continue;
    }
    const s = measurePageScripts(distDir, pagePath);
    rows.push({
      ...k,
      path: pagePath,
      onLoad: s.onLoad,
      afterIdle: s.afterIdle,
      onDemand: s.onDemand,
      ok: withinBudget(k.class, s),
    });
  }
  return rows;
}

/** The service worker and its registration add at most this much (gzip) to a content page (issue 20). */
export const serviceWorkerBudgetGzip = 10 * 1024;

export interface ServiceWorkerWeight {
  /** The worker (/sw.js, with Workbox and its precache list), fetched once per build. */
  worker: Weight;
  /**
   * What registering it adds to the page's script: that file's size less the same file without the
   * function that registers the worker (the layout's one script also runs the menus, the user area
   * and the toasts, which every page has with or without a worker).
   */
  registration: Weight;
  /** The registration script's files (paths under dist). */
  files: string[];
  ok: boolean;
}

/**
 * The function of a built script that registers the service worker (the `function` around its
 * `serviceWorker.register` call, braces matched), or null. Our own minified code: no braces in strings.
 */
export function registeringFunction(code: string): string | null {
  const call = code.indexOf('serviceWorker.register');
  if (call < 0) return null;
  const start = code.lastIndexOf('function', call);
  const open = code.indexOf('{', start);
  if (start < 0 || open < 0 || open > call) return null;
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return code.slice(start, i + 1);
  }
  return null;
}

/**
 * What the service worker adds to a content page: /sw.js and what registering it adds to the page's
 * on-load script (the file whose code calls `serviceWorker.register`: its size less its size without
 * the registering function, in gzip and brotli). Null when the build has no worker.
 */
export function measureServiceWorker(distDir: string, pagePath = '/about/'): ServiceWorkerWeight | null {
  const workerFile = path.join(distDir, 'sw.js');
  if (!existsSync(workerFile)) return null;
  const worker = weigh(workerFile, readFileSync(workerFile));
  const { files } = measurePageScripts(distDir, pagePath);
  const root = files.onLoad
    .filter((rel) => !rel.startsWith('inline:'))
    .map((rel) => path.join(distDir, rel))
    .find((file) => readFileSync(file, 'utf8').includes('serviceWorker.register'));
  const registrationFiles = new Set<string>(root ? [root] : []);
  let registration: Weight = { gzip: 0, brotli: 0 };
  if (root) {
    const code = readFileSync(root, 'utf8');
    const whole = weigh(root, Buffer.from(code));
    const without = weigh(
      `${root}#without-registration`,
      Buffer.from(code.replace(registeringFunction(code) ?? '', '')),
    );
    registration = {
      gzip: Math.max(whole.gzip - without.gzip, 0),
      brotli: Math.max(whole.brotli - without.brotli, 0),
    };
  }
  return {
    worker,
    registration,
    files: [...registrationFiles].map((f) => path.relative(distDir, f)).sort(),
    ok: !!root && worker.gzip + registration.gzip <= serviceWorkerBudgetGzip,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The service worker's weight as a line, for the bench and for failure messages. */
export function formatServiceWorker(w: ServiceWorkerWeight | null): string {
  if (!w) return 'service worker: none in this build';
  const total = w.worker.gzip + w.registration.gzip;
  return (
    `service worker ${kb(w.worker.gzip)} KB gz + registration ${kb(w.registration.gzip)} KB gz ` +
    `(${w.files.join(', ') || 'not found'}) = ${kb(total)} KB gz: ` +
    (w.ok ? 'ok' : `OVER ${kb(serviceWorkerBudgetGzip)} KB gz`)
  );
}

/** The rows as a plain-text table (KB), for the bench and for failure messages. */
export function formatTable(rows: BudgetRow[]): string {
  const head = [
    'page',
    'class',
    'load gz',
    'load br',
    'idle gz',
    'idle br',
    'demand gz',
    'demand br',
    'budget',
  ];
  const body = rows.map((r) => [
    `${r.kind} ${r.path}`,
    r.class,
    kb(r.onLoad.gzip),
    kb(r.onLoad.brotli),
    kb(r.afterIdle.gzip),
    kb(r.afterIdle.brotli),
    kb(r.onDemand.gzip),
    kb(r.onDemand.brotli),
    r.ok ? 'ok' : r.class === 'content' ? 'OVER 5 KB br' : 'OVER 90 KB gz',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

// `node scripts/js-budget.ts [distDir]`: print the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(
    process.argv[2] ?? path.join(process.env.DATA_DIR ?? 'data', 'builds', 'current'),
  );
  console.log(formatTable(measureAllPages(distDir)));
  console.log(formatServiceWorker(measureServiceWorker(distDir)));
}
