import type { Page } from '@playwright/test';
import { confirmationLink, e2ePassword, gotoHydrated, uniqueEmail } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The account pages in Spanish (/es/auth/, /es/family/, /es/account/): their words, their links to
 * Spanish pages, and the API's refusals in Spanish (the page sends its language).
 */

/** The console errors of a page from now on (none is what every test here expects). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A refused request (the wrong password's 400) is logged by the browser itself: not the page's error.
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('sign up on /es/auth/, "check your inbox" in Spanish, a wrong password answered in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const email = uniqueEmail('rut-es');
  await gotoHydrated(page, '/es/auth/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: '¡Qué bueno verte de nuevo!' })).toBeVisible();
  await expect(page.getByText('Welcome Back!')).toHaveCount(0);
  await expectAccessible(page);

  // The browser's own check speaks Spanish too.
  await page.getByRole('button', { name: 'Crear cuenta' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy/',
  );
  await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
  await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nombre completo').fill('Rut Moabita');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2ePassword);
  await page.getByLabel('Tengo 18 años o más').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(`Te enviamos un enlace a ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Volver a enviar el enlace' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Si esa cuenta aún no está confirmada' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The link confirms the account (and signs in); sign-in with a wrong password is refused in Spanish.
  await page.goto(await confirmationLink(email));
  await page.context().clearCookies();
  await gotoHydrated(page, '/es/auth/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
  const toast = page.getByRole('alert').filter({ hasText: 'No se pudo iniciar sesión' });
  await expect(toast).toContainText('El correo o la contraseña no son correctos');
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/es/family/ adds a child in Spanish; /es/account/ is in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const email = uniqueEmail('ana-es');
  const origin = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const signUp = await page.request.post('/api/auth/signup', {
    headers: origin,
    data: { email, password: e2ePassword, isAdult: true },
  });
  expect(signUp.status()).toBe(200);
  // The link signs this browser in.
  expect((await page.request.get(await confirmationLink(email), { maxRedirects: 0 })).status()).toBe(302);

  await gotoHydrated(page, '/es/family/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: '👪 Familia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tus hijos' })).toBeVisible();
  await expect(page.getByText('Your children')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy/',
  );
  await expectAccessible(page);

  const form = page.locator('[data-child-form]').last();
  // A name the rules refuse is refused in Spanish, by the page and by the server alike.
  await form.getByLabel('Nombre o apodo').fill('Ana2');
  await form.getByText('León', { exact: true }).click();
  await form.getByLabel('Grupo de edad').selectOption('4-6');
  await form.getByRole('button', { name: 'Añadir perfil' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Usa solo letras: un nombre o un apodo, sin correo ni apellido.',
  );
  await form.getByLabel('Nombre o apodo').fill('Ana');
  await form.getByRole('button', { name: 'Añadir perfil' }).click();
  await expect(page.locator('[data-child="Ana"]')).toContainText('4-6 años');
  await expect(page.getByRole('button', { name: 'Empezar a aprender como Ana' })).toBeVisible();
  await expectAccessible(page);

  await gotoHydrated(page, '/es/account/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña actual').fill('not-the-password-1');
  await page.getByLabel('Nueva contraseña').fill('another-password-2');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByText('Esa contraseña no es correcta.')).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('/es/subscription/, /es/explorer/ and /es/bible-explorer/ are in Spanish, with Spanish plans and links', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await gotoHydrated(page, '/es/subscription/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeVisible();
  await expect(page.locator('[data-plan="free"]')).toContainText('Prueba y Ve');
  await expect(page.locator('[data-plan="premium"]').getByRole('link')).toHaveAttribute(
    'href',
    '/es/auth/?next=%2Fes%2Fsubscription%2F',
  );
  await expect(page.getByRole('heading', { name: 'Preguntas y respuestas' })).toBeVisible();
  await expect(page.getByText('¿Puedo cancelar cuando quiera?')).toBeVisible();
  await expect(page.getByText('Choose Your Plan')).toHaveCount(0);
  await expectAccessible(page);

  await gotoHydrated(page, '/es/explorer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu camino de fe' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Historias bíblicas/ })).toHaveAttribute(
    'href',
    '/es/bible-stories/',
  );
  await expect(page.locator('[data-plan="annual"]')).toContainText('Anual');
  await expect(page.locator('[data-plan="annual"]').getByRole('link')).toHaveAttribute(
    'href',
    '/es/subscription/',
  );
  await expectAccessible(page);

  await gotoHydrated(page, '/es/bible-explorer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorador bíblico' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Para hoy' })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);

  // The English pages keep their words.
  await gotoHydrated(page, '/subscription/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.locator('[data-plan="free"]')).toContainText('Taste & See');
});
