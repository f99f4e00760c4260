/**
 * The API answers in the language of the page that asked (its `Accept-Language`): the same code and
 * status, the message in Spanish for `es`, in English otherwise, and nothing changed on refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPassword, newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spanish = { 'accept-language': 'es' };

async function refusal(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}

describe('answers in the language of the request', () => {
  it('refuses a sign-up in Spanish for es and in English otherwise, with the same code', async () => {
    const input = { email: 'not-an-address', password: 'a-long-password-1', isAdult: true };
    const es = await refusal(await t.json('POST', '/api/auth/signup', input, spanish));
    const en = await refusal(await t.json('POST', '/api/auth/signup', input));
    const fr = await refusal(await t.json('POST', '/api/auth/signup', input, { 'accept-language': 'fr' }));
    expect(en).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'Please enter a valid email address.',
    });
    expect(fr).toEqual(en);
    expect(es).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'Escribe un correo electrónico válido.',
    });
  });

  it('says a too-short password with its length in each language', async () => {
    const input = { email: 'ana@example.org', password: 'abc', isAdult: true };
    const es = await refusal(await t.json('POST', '/api/auth/signup', input, spanish));
    const en = await refusal(await t.json('POST', '/api/auth/signup', input));
    expect(en.message).toBe('Password should be at least 6 characters.');
    expect(es).toEqual({ ...en, message: 'La contraseña debe tener al menos 6 caracteres.' });
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@example.org')
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a wrong sign-in in Spanish for es, in English otherwise, and signs no one in', async () => {
    await newSignedInUser(t, 'rut@example.org');
    const input = { email: 'rut@example.org', password: 'not-the-password-9' };
    const es = await t.json('POST', '/api/auth/signin', input, { 'accept-language': 'es-MX,es;q=0.9' });
    const en = await t.json('POST', '/api/auth/signin', input, { 'accept-language': 'en-US,en;q=0.9' });
    expect(es.headers.get('set-cookie')).toBeNull();
    expect(await refusal(en)).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(await refusal(es)).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'El correo o la contraseña no son correctos',
    });
  });

  it('refuses a bad profile change in Spanish for es and leaves the profile as it was', async () => {
    const parent = await signIn(t, 'rut@example.org', defaultPassword);
    const childId = await addChild(t, parent, 'Miguel');
    const patch = { displayName: 'miguel@example.org' };
    const es = await t.json('PATCH', `/api/family/children/${childId}`, patch, {
      cookie: parent,
      ...spanish,
    });
    const en = await t.json('PATCH', `/api/family/children/${childId}`, patch, { cookie: parent });
    expect(await refusal(en)).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'Use letters only: a first name or nickname, no e-mail or surname.',
    });
    expect(await refusal(es)).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'Usa solo letras: un nombre o un apodo, sin correo ni apellido.',
    });
    const row = await t.db
      .selectFrom('profiles')
      .select('display_name')
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Miguel');
  });

  it('says "sign in first" and an unknown endpoint in the request language', async () => {
    const es = await refusal(await t.request('/api/family', { headers: spanish }));
    expect(es).toMatchObject({
      status: 401,
      code: 'not_signed_in',
      message: 'Inicia sesión para continuar.',
    });
    const en = await refusal(await t.request('/api/family'));
    expect(en).toMatchObject({ status: 401, code: 'not_signed_in', message: 'Please sign in to continue.' });
    const missing = await refusal(await t.request('/api/no-such-thing', { headers: spanish }));
    expect(missing).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Esa dirección de la API no existe.',
    });
  });
});
