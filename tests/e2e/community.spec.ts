import { tinyPng } from '../support/media-fixtures.ts';
import {
  createConfirmedUser,
  gotoHydrated,
  signInAsAdmin,
  signInAsUser,
  signInThroughPage,
} from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('a user posts a story, sees it Pending Review; an admin approves it; a visitor reads it on Keep it Real', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `The day God helped me ${Date.now()}`;
  await signInAsUser(page, 'Samuel Brown');
  await gotoHydrated(page, '/challenges/keep-it-real/');
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page.getByText('Please fill in both title and content')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Your story', { exact: true })
    .fill('I lost my dog and we prayed. <b>He came home!</b>');
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(
    page.getByText('Story submitted! It will be reviewed before appearing publicly.'),
  ).toBeVisible();
  await expect(page.locator(`[data-my-story="${title}"]`)).toContainText('Pending Review');

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.4' } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await gotoHydrated(admin, '/admin/?tab=stories');
  const queued = admin.locator(`[data-review-story="${title}"]`);
  await expect(queued).toContainText('Samuel Brown');
  await queued.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText('Story Approved')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.locator(`[data-my-story="${title}"]`)).toContainText('Approved');

  const visitor = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.5' } });
  await expect
    .poll(
      async () => {
        await visitor.goto('/challenges/keep-it-real/');
        return visitor.locator(`[data-story="${title}"]`).count();
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe(1);
  const story = visitor.locator(`[data-story="${title}"]`);
  await expect(story).toContainText('Samuel ·');
  await expect(story.locator('[data-story-status]')).toHaveText('Approved');
  await expect(story).not.toContainText('Brown');
  await expect(story).toContainText('<b>He came home!</b>');
  await visitor.close();
});

test('Ask & Pray: blank forms are refused, a question is answered by an admin and the asker sees the answer', async ({
  page,
  browser,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/ask-and-pray/');
  await page.locator('[data-ask-open="community"]').click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Missing Message')).toBeVisible();
  await expect(page.getByText('Please enter a message to share with the community.')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  const title = `Where is heaven ${Date.now()}`;
  await page.locator('[data-ask-open="questions"]').click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your question').fill('Is heaven up in the sky?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent! 🙏')).toBeVisible();
  await expect(page.locator('[data-my-asks]')).toContainText('Waiting for an answer.');

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.1.4' } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await gotoHydrated(admin, '/admin/?tab=ask-and-pray');
  const item = admin.locator('li', { hasText: title });
  await item
    .getByLabel('Answer')
    .fill('Heaven is where God is, and Jesus is preparing a place for us (John 14:2).');
  await item.getByRole('button', { name: 'Save answer' }).click();
  await expect(admin.getByText('Answer Saved')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.locator('[data-my-asks] [data-answer]')).toContainText(
    'Jesus is preparing a place for us',
  );
});

test('truth challenge cards follow the plan: free opens Truth Quest only, basic shows the banner', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/challenges/');
  const card = (i: number) => page.locator(`[data-truth-card="${i}"]`);
  await expect(page.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
  await expect(card(1)).toHaveAttribute('data-locked', 'false');
  await expect(card(1).getByRole('link', { name: /PLAY NOW/ })).toHaveAttribute(
    'href',
    '/challenges/truth-quest/',
  );
  for (const i of [0, 2, 3]) {
    await expect(card(i)).toHaveAttribute('data-locked', 'true');
    await expect(card(i)).toContainText('Upgrade for More Challenges');
    // A locked card has no PLAY NOW (it used to link to "#"): it invites to sign in instead.
    await expect(card(i).locator('[data-play]')).toBeHidden();
    await expect(card(i).locator('a[href="#"]')).toHaveCount(0);
  }
  await expect(page.locator('[data-truth-banner]')).toBeHidden();

  const email = await createConfirmedUser(page.request);
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.2.4' } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const res = await admin.request.put('/api/admin/subscriptions', {
    headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    data: { email, tier: 'basic' },
  });
  expect(res.status()).toBe(200);
  await adminContext.close();

  await signInThroughPage(page, email);
  await gotoHydrated(page, '/challenges/');
  await expect(page.locator('[data-truth-banner]')).toHaveText(
    'Your plan includes access to 2 Truth Challenge(s)',
  );
  await expect(card(0)).toHaveAttribute('data-locked', 'false');
  await expect(card(1)).toHaveAttribute('data-locked', 'false');
  await expect(card(2)).toHaveAttribute('data-locked', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test(
    'challenge cards show picture, title, description and PLAY NOW; a locked card ' +
      'invites a visitor to sign in',
    async ({ page }) => {
      await gotoHydrated(page, '/challenges/');
      await expect(page.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
      const open = page.locator('[data-truth-card="1"]');
      await expect(open.getByRole('heading', { name: 'Truth Quest' })).toBeVisible();
      await expect(open.getByText('Take on Bible reading challenges')).toBeVisible();
      await expect(open.getByRole('link', { name: /PLAY NOW/ })).toBeVisible();
      await expect(open.locator('[data-invite]')).toBeHidden();
      const locked = page.locator('[data-truth-card="2"]');
      await expect(locked.locator('img[data-card-art]')).toBeVisible();
      await expect(locked.getByRole('heading', { name: 'Memory Master' })).toBeVisible();
      await expect(locked.getByText('Hide God’s Word in your heart')).toBeVisible();
      await expect(locked.locator('[data-lock]')).toHaveText(/Upgrade for More Challenges/);
      await expect(locked.getByRole('link', { name: 'Sign in for more challenges' })).toHaveAttribute(
        'href',
        '/auth/?next=%2Fchallenges%2F',
      );
    },
  );
});

test('an admin replaces a game card background: PENDING, Save, ✓ IMG; a non-image is refused', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/games/');
  const card = page.locator('[data-card-bg-key="bible-bingo"]');
  await expect(card.getByRole('button', { name: 'Change the background of Bible Bingo' })).toBeVisible();
  // The card's own picture shows until an image replaces it (or is previewed).
  const art = card.locator('[data-card-art]');
  await expect(art).toBeVisible();
  const input = card.locator('[data-card-bg-input]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Invalid File')).toBeVisible();
  await expect(page.getByText('Please drop an image file (PNG, JPG, etc.)')).toBeVisible();

  await input.setInputFiles({ name: 'bingo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(card.getByText('PENDING')).toBeVisible();
  await expect(page.getByText('Image Ready to Save')).toBeVisible();
  await expect(art).toBeHidden();
  await card.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Changes Cancelled')).toBeVisible();
  await expect(card.getByText('PENDING')).toBeHidden();
  await expect(art).toBeVisible();

  await input.setInputFiles({ name: 'bingo.png', mimeType: 'image/png', buffer: tinyPng });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Background Updated!')).toBeVisible();
  await expect(card.getByText('✓ IMG')).toBeVisible();
  await expect(card).toHaveAttribute('data-card-bg-image', /^\/media-files\/images\//);
  await expect(art).toBeHidden();
});

test('visitors do not get the admin background tools', async ({ page }) => {
  await gotoHydrated(page, '/ask-and-pray/');
  await expect(page.locator('[data-card-bg-tools]')).toHaveCount(0);
});
