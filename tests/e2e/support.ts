import { spawn } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eSettings } from './env.ts';

/** The settings the e2e server runs with (see tests/e2e/env.ts), for commands run by tests. */
export function e2eEnv(): NodeJS.ProcessEnv {
  return { ...process.env, ...e2eSettings(process.env.E2E_PORT ?? '', process.env.E2E_DATA_DIR ?? '') };
}

/** Runs one of the project's scripts (node scripts/x.ts args) with the e2e settings. */
export function runScript(script: string, args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: e2eEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Scans the page with axe-core (WCAG 2.1 A and AA) and fails on serious or critical findings. The
 * scan waits for the page to settle first: the islands that load at once or when the browser is idle
 * have hydrated, and no CSS transition is running (a button fading in from its disabled look would
 * otherwise be measured half-transparent).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact}: ${v.id}: ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(report, `accessibility problems on ${page.url()}`).toEqual([]);
}

/**
 * Checks the celebration after something finished says `title` (src/scripts/celebration-view.ts),
 * lets `check` look inside it, then closes it with Keep going.
 */
export async function closeCelebration(
  page: Page,
  title: string,
  check?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (check) await check(dialog);
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Stops the page's clock (after `page.clock.install()`): its timers wait until the test moves time
 * on with `page.clock.runFor`, on this page and on pages opened later, until `page.clock.resume()`.
 */
export async function holdClock(page: Page): Promise<void> {
  // pauseAt takes a time still to come; a few seconds ahead stays ahead on a busy machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}
