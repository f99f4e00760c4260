import { gotoHydrated } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The story path in Spanish (/es/bible-stories/): the Spanish tellings of content/stories/es, with
 * their pictures' text alternatives and questions, while the English path stays English.
 */
test('the Spanish path and a Spanish story tell the story in Spanish, questions included', async ({
  page,
}) => {
  await gotoHydrated(page, '/es/bible-stories/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: /Historias bíblicas/ })).toBeVisible();
  const noah = page.locator('[data-story-stop="noahs-big-boat"]');
  await expect(noah).toContainText('El arca de Noé');
  await expect(noah).toContainText('Noé hace un gran barco');
  await expect(noah.getByRole('link')).toHaveAttribute('href', '/es/bible-stories/noahs-big-boat/');
  await expect(page.getByText("Noah's Big Boat")).toHaveCount(0);
  await expectAccessible(page);

  await gotoHydrated(page, '/es/bible-stories/noahs-big-boat/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'El arca de Noé' })).toBeVisible();
  await expect(page.locator('#story-text p').first()).toHaveText(
    /^Noé era un hombre bueno que caminaba con Dios\./,
  );
  await expect(page.locator('article img')).toHaveAttribute('alt', /^Un gran barco de madera/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Noé hace un gran barco/,
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Historias bíblicas' }),
  ).toHaveAttribute('href', '/es/bible-stories/');
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/es/bible-stories/the-tall-tower/');

  await page.getByRole('button', { name: 'Contestar las preguntas' }).click();
  const first = page.locator('[data-question="1"]');
  await expect(first.getByText('¿Qué le dijo Dios a Noé que hiciera?')).toBeVisible();
  await expect(first.getByRole('group').getByRole('button', { name: 'Un gran barco' })).toBeVisible();
  await expectAccessible(page);

  // The English story is the English one still.
  await gotoHydrated(page, '/bible-stories/noahs-big-boat/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: "Noah's Big Boat" })).toBeVisible();
  await expect(page.locator('#story-text p').first()).toHaveText(/^Noah was a good man/);
});
