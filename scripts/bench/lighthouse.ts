/**
 * `npm run bench`: Lighthouse mobile performance scores (its default: a mid-range phone on slow 4G,
 * simulated) of home, a chapter page, a devotional page and a game page, run headless in Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium) against the running server. Lighthouse's
 * `benchmarkIndex` (how fast this machine's CPU ran its calibration) is printed beside each score,
 * so a reader can tell a slow or busy machine from a slow page.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The pages scored: a devotional page is picked from the build (their paths carry a date). */
export function lighthousePages(liveDir: string): Array<{ kind: string; path: string }> {
  const devotionals = path.join(liveDir, 'devotionals');
  const devotional = existsSync(devotionals)
    ? readdirSync(devotionals).find((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))
    : undefined;
  return [
    { kind: 'home', path: '/' },
    { kind: 'chapter', path: '/bible/kjv/john/3/' },
    ...(devotional ? [{ kind: 'devotional', path: `/devotionals/${devotional}/` }] : []),
    { kind: 'game', path: '/games/bible-hangman/' },
  ];
}

export async function measureLighthouse(base: string, liveDir: string): Promise<void> {
  console.log(
    '\n## Lighthouse mobile performance (headless Chromium, simulated slow 4G and a mid-range phone)\n',
  );
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.log(`skipped: no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    console.log('| page | path | performance | benchmarkIndex | FCP | LCP | TBT |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    for (const page of lighthousePages(liveDir)) {
      // A run can fail on a busy machine (no paint seen in time): one more try, then its error is printed.
      let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
      let attempt = 0;
      for (;;) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error('Lighthouse returned nothing');
        lhr = result.lhr;
        if (!lhr.runtimeError || ++attempt >= 2) break;
      }
      if (lhr.runtimeError) {
        console.log(`| ${page.kind} | ${page.path} | failed: ${lhr.runtimeError.code} | | | | |`);
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
      console.log(
        `| ${page.kind} | ${page.path} | ${score} | ${Math.round(lhr.environment.benchmarkIndex)} | ` +
          `${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ` +
          `${audit('total-blocking-time')} |`,
      );
    }
  } finally {
    chrome.kill();
  }
}
