import { test } from './fixtures/test.ts';
import { pageKinds, spanishPageKinds } from './pages.ts';
import { expectAccessible } from './support.ts';

for (const { kind, path } of pageKinds) {
  test(`the ${kind} page has no serious accessibility problems (desktop)`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });

  test(`the ${kind} page has no serious accessibility problems (phone)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expectAccessible(page);
  });
}

// Every kind of page in Spanish, once, at the phone's width (where the layout is tightest).
for (const { kind, path } of spanishPageKinds) {
  test(`the ${kind} page has no serious accessibility problems (phone)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expectAccessible(page);
  });
}
