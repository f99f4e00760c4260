import type { Page } from '@playwright/test';
import { fakeWav } from '../support/media-fixtures.ts';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';

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
  test.setTimeout(120_000);
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
    await expect(page.locator('main').getByText(english, { exact: true })).toHaveCount(0);
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

test('an admin uploads audio on /es/admin/, and /es/media/ shows it with Spanish filters', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/es/admin/?tab=media-library');
  await expect(page.getByRole('tab', { name: 'Subir' })).toHaveAttribute('aria-selected', 'true');
  const title = `Canción del amanecer ${Date.now()}`;
  await page
    .locator('#media-file')
    .setInputFiles({ name: `${title}.wav`, mimeType: 'audio/wav', buffer: fakeWav(1) });
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await page.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(page.getByText('¡Subida completada!')).toBeVisible();
  await expect(page.locator('[data-upload-complete]')).toContainText('Subida completa');
  await expect(page.getByRole('tab', { name: 'Todos los archivos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.253.1.7' } });
  const visitor = await visitorContext.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto('/es/media/');
        return visitor.getByRole('heading', { name: title }).count();
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe(1);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Centro multimedia' })).toBeVisible();
  await expect(visitor.getByText('Vídeos y audios bíblicos para ver y escuchar juntos.')).toBeVisible();
  const group = visitor.getByRole('group', { name: 'Mostrar' });
  await expect(group.locator('[data-media-filter="all"]')).toHaveText(/^\s*Todo \(\d+\)\s*$/);
  await expect(group.locator('[data-media-filter="videos"]')).toHaveText(/^\s*Vídeos \(\d+\)\s*$/);
  await expect(group.locator('[data-media-filter="audio"]')).toHaveText(/^\s*Audio \([1-9]\d*\)\s*$/);
  const card = visitor
    .locator('[data-media-item]')
    .filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(card).toContainText('🎧 Audio');
  await group.locator('[data-media-filter="videos"]').click();
  await expect(group.locator('[data-media-filter="videos"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeHidden();
  await group.locator('[data-media-filter="audio"]').click();
  await expect(card).toBeVisible();
  for (const english of ['Media Center', 'All', 'Videos', 'Show'])
    await expect(visitor.locator('main').getByText(english, { exact: true })).toHaveCount(0);
  await expectAccessible(visitor);
  await visitorContext.close();
});
