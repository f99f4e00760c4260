/**
 * `npm run bench`: the JavaScript each page kind makes the browser download, measured in Chromium
 * (Playwright, `CHROMIUM_PATH`, default /usr/bin/chromium) against the running server: the bytes
 * of script responses as sent (brotli here), on load and once the browser has been idle (islands
 * that hydrate on idle or when visible; the page is scrolled to the bottom so visible ones load).
 * Each page at a phone's viewport (390x844, touch: what loads only on phones, such as the
 * devotionals' Read More) and at a desktop one. Goals: content pages at most 5 KB on load and after
 * idle; pages with React islands at most 90 KB gzip (reported here as sent with brotli, which is
 * smaller).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Waits until the browser is idle and no request has been under way for a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o: object) => void })
          .requestIdleCallback;
        if (idle) idle(() => resolve(), { timeout: 5000 });
        else resolve();
      }),
  );
  await page.waitForLoadState('networkidle');
}

/** The viewports every page is measured at. */
export const pageJsViewports = [
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
] as const;

/** Script bytes as sent for one page at one viewport: on load, and in all once idle. */
async function pageScripts(
  browser: Browser,
  url: string,
  options: (typeof pageJsViewports)[number]['options'],
): Promise<{ onLoad: number; total: number; count: number }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  let loaded = false;
  let onLoad = 0;
  let total = 0;
  let count = 0;
  const sizes: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const atLoad = !loaded;
    sizes.push(
      request.sizes().then((s) => {
        count += 1;
        total += s.responseBodySize;
        if (atLoad) onLoad += s.responseBodySize;
      }),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await Promise.all(sizes);
    loaded = true;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    await Promise.all(sizes);
    return { onLoad, total, count };
  } finally {
    await context.close();
  }
}

export async function measurePageJs(
  base: string,
  pages: Array<{ kind: string; path: string }>,
): Promise<void> {
  console.log('\n## JavaScript downloaded per page kind, in Chromium (bytes as sent, brotli)\n');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`skipped: no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
    return;
  }
  const browser = await chromium.launch({ executablePath });
  try {
    const names = pageJsViewports.map((v) => v.name);
    console.log(
      `| page kind | path | ${names.map((n) => `${n}: on load | ${n}: after idle | ${n}: scripts`).join(' | ')} |`,
    );
    console.log(`|---|---|${names.map(() => '---:|---:|---:').join('|')}|`);
    for (const { kind, path } of pages) {
      const cells: string[] = [];
      for (const { options } of pageJsViewports) {
        const { onLoad, total, count } = await pageScripts(browser, `${base}${path}`, options);
        cells.push(kb(onLoad), kb(total), String(count));
      }
      console.log(`| ${kind} | ${path} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
  }
}
