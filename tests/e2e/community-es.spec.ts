import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** A parent signed in whose child (the default: may post, each post waits for the parent) is learning. */
async function asChild(page: Page): Promise<void> {
  await signInAsUser(page, 'Ana Parent');
  const origin = new URL(page.url()).origin;
  const added = await page.request.post('/api/family/children', {
    headers: { origin },
    data: { displayName: 'Lucía', avatar: 'owl', ageBand: '7-9' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { child } = (await added.json()) as { child: { id: string } };
  const switched = await page.request.post('/api/family/switch', {
    headers: { origin },
    data: { profileId: child.id },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
}

test('a child asks a question on /es/ask-and-pray/ and sees, in Spanish, that it waits', async ({ page }) => {
  await asChild(page);
  await gotoHydrated(page, '/es/ask-and-pray/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Pregunta y ora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Palabras de ánimo' })).toBeVisible();
  await expectAccessible(page);

  await page.locator('[data-ask-open="questions"]').click();
  const dialog = page.getByRole('dialog', { name: 'Haz una pregunta' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Escribe el título y la pregunta.')).toBeVisible();
  const title = `¿Dónde está el cielo? ${Date.now()}`;
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Tu pregunta').fill('¿El cielo está arriba de las nubes?');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Enviado! 🙏')).toBeVisible();
  await expect(page.getByText('¡Gracias! Una persona adulta de tu familia lo verá primero.')).toBeVisible();
  const mine = page.locator('[data-my-asks]');
  await expect(mine.getByRole('heading', { name: 'Mis preguntas y oraciones' })).toBeVisible();
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('❓ Pregunta');
  await expect(mine).toContainText('Esperando una respuesta.');
  for (const english of ['Ask & Pray', 'Waiting for an answer.', 'Send', 'Words of Encouragement'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('a visitor on /es/ask-and-pray/ is asked to sign in through a Spanish page', async ({ page }) => {
  await gotoHydrated(page, '/es/ask-and-pray/');
  await page.locator('[data-ask-open="prayer"]').click();
  const dialog = page.getByRole('dialog', { name: 'Comparte una petición de oración' });
  await expect(dialog.getByText('Primero inicia sesión, así podremos contestarte.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/es/auth/?next=%2Fes%2Fask-and-pray%2F',
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
});

test('/es/media/ speaks Spanish, and its filters too', async ({ page }) => {
  await gotoHydrated(page, '/es/media/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro multimedia' })).toBeVisible();
  await expect(page.getByText('Vídeos y audios bíblicos para ver y escuchar juntos.')).toBeVisible();
  const filters = page.locator('[data-media-filter]');
  if ((await filters.count()) > 0) {
    const group = page.getByRole('group', { name: 'Mostrar' });
    await expect(group.locator('[data-media-filter="all"]')).toHaveText(/^Todo \(\d+\)$/);
    await expect(group.locator('[data-media-filter="videos"]')).toHaveText(/^Vídeos \(\d+\)$/);
    await group.locator('[data-media-filter="audio"]').click();
    await expect(group.locator('[data-media-filter="audio"]')).toHaveAttribute('aria-pressed', 'true');
  } else {
    await expect(page.getByRole('heading', { name: 'No hay contenido multimedia' })).toBeVisible();
  }
  for (const english of ['Media Center', 'No Media Available', 'All', 'Videos'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
