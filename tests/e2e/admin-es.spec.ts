import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The admin panel in Spanish (/es/admin/): the same panel, every word from the catalogues, links to
 * Spanish pages, and its actions answered in Spanish.
 */
test('an admin on /es/admin/ sees the panel in Spanish and approves a story with a Spanish toast', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Dios me ayudó ${Date.now()}`;
  const writer = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.253.0.4' } });
  const child = await writer.newPage();
  await signInAsUser(child, 'Sara Gómez');
  const posted = await child.request.post('/api/stories', {
    headers: { origin: new URL(child.url()).origin },
    data: { title, content: 'Oramos y mi perro volvió a casa.', category: 'family', isAnonymous: false },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await writer.close();

  await signInAsAdmin(page);
  await gotoHydrated(page, '/es/admin/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administración' });
  await expect(nav.getByRole('link', { name: 'Lecturas diarias' })).toHaveAttribute(
    'href',
    '/es/admin/readings/',
  );
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/');
  await expect(page.getByRole('button', { name: 'Reconstruir el sitio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Correo' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Contenido' });
  for (const name of [
    'Historias',
    'Pregunta y ora',
    'Biblioteca multimedia',
    'Series de versículos',
    'Planes',
  ])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(page.locator('[data-mail-status="loaded"]')).toBeVisible();
  for (const english of [
    'Admin Panel',
    'Rebuild site',
    'Refresh mail status',
    'Daily Readings',
    'Clear Cache',
  ])
    await expect(page.locator('main').getByText(english, { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Historias' }).click();
  await expect(page.getByRole('heading', { name: 'Historias de Keep it Real' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esperando revisión' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const queued = page.locator(`[data-review-story="${title}"]`);
  await expect(queued).toContainText('Sara Gómez');
  await queued.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(page.getByText('Historia aprobada')).toBeVisible();
  await expect(page.getByText(`"${title}" aparecerá en Keep it Real tras la reconstrucción.`)).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Biblioteca multimedia' }).click();
  await expect(page.getByText('Archivos en total')).toBeVisible();
  await expect(
    page.getByText('Suelta aquí un archivo de vídeo o audio, o haz clic para elegirlo'),
  ).toBeVisible();

  await gotoHydrated(page, '/es/admin/readings/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lecturas diarias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la administración' })).toHaveAttribute(
    'href',
    '/es/admin/',
  );
  await page.getByRole('button', { name: 'Añadir lectura' }).click();
  await expect(page.getByLabel('Capítulo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectAccessible(page);

  await gotoHydrated(page, '/es/admin/reading-plans/');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes de lectura' })).toBeVisible();
  await expect(page).toHaveTitle(/Planes de lectura/);
});
