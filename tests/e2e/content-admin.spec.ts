import { randomBytes } from 'node:crypto';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('an admin creates, edits and deletes a mini lesson at /admin/mini-lessons, and it stays after a reload', async ({
  page,
}) => {
  const title = `Prayer Power ${randomBytes(3).toString('hex')}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/mini-lessons/');
  await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin/');
  await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toHaveAttribute('href', '/');
  const list = page.locator('[data-admin-list]');
  await expect(list).toContainText('The Gospel: Good News!');

  await page.getByRole('button', { name: 'Create Mini Lesson' }).click();
  await page.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(page.getByText('Missing Fields')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('God always hears <b>you</b>.');
  await page.getByLabel('Key Verses').fill('Pray without ceasing. (1 Thessalonians 5:17)');
  await page.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(page.getByText('Mini Lesson Created')).toBeVisible();
  await page.reload();
  await expect(list).toContainText(title);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByLabel('Description').fill('Talking with God');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Mini Lesson Updated')).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Mini Lesson Deleted')).toBeVisible();
  await page.reload();
  await expect(list).toContainText('The Gospel: Good News!');
  await expect(list).not.toContainText(title);
});

test('an admin plans a daily reading at /admin/readings, and it stays after a reload', async ({ page }) => {
  const title = `Ruth Stays ${randomBytes(3).toString('hex')}`;
  const year = 2100 + Math.floor(Math.random() * 800);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/readings/');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Readings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Reading' }).click();
  await page.getByLabel('Date').fill(`${year}-05-01`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Book').selectOption('ruth');
  await page.getByLabel('Chapter').fill('9');
  await page.getByRole('button', { name: 'Add Reading' }).last().click();
  await expect(page.getByText('Ruth has chapters 1 to 4.')).toBeVisible();
  await page.getByLabel('Chapter').fill('1');
  await page.getByLabel('From verse').fill('16');
  await page.getByLabel('To verse').fill('17');
  await page.getByRole('button', { name: 'Add Reading' }).last().click();
  await expect(page.getByText('Reading Added')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-admin-list]')).toContainText(`${title} · Ruth 1:16-17`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Reading Deleted')).toBeVisible();
  await expect(page.locator('[data-admin-list]')).not.toContainText(title);
});

test('the wisdom tab saves the active switch at once', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/?tab=wisdom');
  const proverb = `Whoso keepeth his mouth ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: 'Add Proverb' }).click();
  await page.getByRole('textbox', { name: 'Proverb', exact: true }).fill(proverb);
  await page.getByLabel('What does this mean?').fill('Careful words keep you from trouble.');
  await page.getByLabel('Why does this matter?').fill('Words are powerful.');
  await page.getByRole('button', { name: 'Add Proverb' }).last().click();
  await expect(page.getByText('Proverb Added')).toBeVisible();
  const toggle = page.getByRole('switch', { name: `Active: ${proverb}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByText('Proverb Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: `Active: ${proverb}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete ${proverb}` }).click();
  await expect(page.getByText('Proverb Deleted')).toBeVisible();
});

test('an ordinary user is denied the content admin pages', async ({ page }) => {
  await signInAsUser(page);
  for (const path of ['/admin/', '/admin/mini-lessons/', '/admin/readings/']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  const res = await page.request.post('/api/admin/devotionals', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'x', date: '2030-01-01', keyVerse: 'v', devotionalText: 't' },
  });
  expect(res.status()).toBe(403);
});
