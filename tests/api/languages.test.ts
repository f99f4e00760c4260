import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChildRetention, sendWeeklySummaries } from '../../api/family/jobs.ts';
import { latestMailTo, type OutboxMail, readOutbox } from '../support/outbox.ts';
import { call } from './helpers/admin.ts';
import { defaultPassword, newSignedInUser, signIn } from './helpers/auth.ts';
import { addChild, childSession } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Languages (issue 35): the language chosen in the switch is remembered for the account and for each
 * learner (a child only its own); every e-mail speaks the account's language, else the language of
 * the page that asked, with links to the pages in that language.
 */
let t: TestApp;
let parent: string;
let child: string;
let childId: string;
let siblingId: string;
const email = 'familia@example.org';

interface SessionAnswer {
  user: { locale?: string | null } | null;
  profile?: { kind: string; locale?: string | null } | null;
}
interface FamilyAnswer {
  children: Array<{ id: string; locale: string | null }>;
}
const errorCode = (body: unknown): string | undefined => (body as { error?: { code?: string } }).error?.code;
const session = async (cookie: string): Promise<SessionAnswer> =>
  (await call<SessionAnswer>(t, 'GET', '/api/auth/session', cookie)).body;
const childLocale = async (id: string): Promise<string | null | undefined> =>
  (await call<FamilyAnswer>(t, 'GET', '/api/family', parent)).body.children.find((c) => c.id === id)?.locale;
const mailTo = (to: string, subject: RegExp) => latestMailTo(t.dataDir, to, subject);
const setLocale = (cookie: string | null, body: unknown) => call(t, 'PUT', '/api/locale', cookie, body);

/** Every link of a mail is to the site in Spanish: a page under /es/, an API link with lang=es. */
function expectSpanishLinks(mail: OutboxMail | undefined): void {
  expect(mail?.links.length, 'the mail has links').toBeGreaterThan(0);
  for (const link of mail!.links) {
    const url = new URL(link);
    if (url.pathname.startsWith('/api/')) expect(url.searchParams.get('lang'), link).toBe('es');
    else expect(url.pathname, link).toMatch(/^\/es\//);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Rosa Parent');
  childId = await addChild(t, parent, 'Lucia');
  siblingId = await addChild(t, parent, 'Tom', 'owl');
  child = await childSession(t, () => signIn(t, email), childId);
});
afterAll(() => t.close());

describe('the language chosen in the switch', () => {
  it('is nobody’s until chosen', async () => {
    expect(await session(parent)).toMatchObject({ user: { locale: null }, profile: { locale: null } });
    expect(await childLocale(childId)).toBeNull();
  });

  it('is remembered for the account when the parent learns, and the session carries it', async () => {
    const res = await setLocale(parent, { locale: 'es' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await session(parent)).toMatchObject({
      user: { locale: 'es' },
      profile: { kind: 'self', locale: 'es' },
    });
    // The children chose nothing of their own.
    expect(await childLocale(childId)).toBeNull();
  });

  it('is remembered for the child alone when a child learns', async () => {
    expect((await setLocale(child, { locale: 'en' })).status).toBe(200);
    expect(await session(child)).toMatchObject({
      user: { locale: 'es' },
      profile: { kind: 'child', locale: 'en' },
    });
    expect(await childLocale(childId)).toBe('en');
    expect(await childLocale(siblingId)).toBeNull();
    expect((await session(parent)).user?.locale).toBe('es');
  });

  it('is set for each child by the parent, never by a child for a sibling', async () => {
    const bySibling = await call(t, 'PATCH', `/api/family/children/${siblingId}`, child, { locale: 'es' });
    expect(bySibling.status).toBe(403);
    expect(errorCode(bySibling.body)).toBe('parent_only');
    expect(await childLocale(siblingId)).toBeNull();
    const byParent = await call(t, 'PATCH', `/api/family/children/${siblingId}`, parent, { locale: 'es' });
    expect(byParent.status, JSON.stringify(byParent.body)).toBe(200);
    expect(await childLocale(siblingId)).toBe('es');
  });

  it('refuses a language the site does not have, and anything else, changing nothing', async () => {
    for (const body of [
      { locale: 'fr' },
      { locale: 'ES' },
      { locale: 7 },
      {},
      { locale: 'es', profileId: siblingId },
    ]) {
      const res = await setLocale(child, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe('invalid_input');
    }
    const patch = await call(t, 'PATCH', `/api/family/children/${childId}`, parent, { locale: 'de' });
    expect(patch.status).toBe(400);
    expect(await childLocale(childId)).toBe('en');
    expect((await session(parent)).user?.locale).toBe('es');
  });

  it('is not taken from a visitor (the browser keeps it)', async () => {
    const res = await setLocale(null, { locale: 'es' });
    expect(res.status).toBe(401);
  });

  it('can be forgotten (null)', async () => {
    const other = await newSignedInUser(t, 'forgets@example.org');
    expect((await setLocale(other, { locale: 'es' })).status).toBe(200);
    expect((await setLocale(other, { locale: null })).status).toBe(200);
    expect((await session(other)).user?.locale).toBeNull();
  });
});

describe('e-mails in the account’s language', () => {
  const spanish = 'spanish@example.org';
  let cookie: string;

  beforeAll(async () => {
    // Signing up from a Spanish page (the site's API client sends the page's language).
    const signUp = { isAdult: true, email: spanish, password: defaultPassword, fullName: 'Ana' };
    const res = await t.json('POST', '/api/auth/signup', signUp, { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    const confirm = mailTo(spanish, /bienvenida/);
    expect(confirm?.subject).toBe('¡Te damos la bienvenida a Bite Size Bible! Confirma tu correo');
    expect(confirm?.text).toContain('Confirma tu dirección de correo');
    expectSpanishLinks(confirm);
    const link = new URL(confirm!.links.find((l) => l.includes('/api/auth/confirm'))!);
    const confirmed = await t.request(link.pathname + link.search);
    expect(confirmed.headers.get('location')).toBe('/es/family/?welcome=1&notice=email-confirmed');
    cookie = await signIn(t, spanish);
    expect((await setLocale(cookie, { locale: 'es' })).status).toBe(200);
  });

  it('a sign-up of an address that has a Spanish account: the note is in Spanish, from any page', async () => {
    const again = { isAdult: true, email: spanish, password: defaultPassword };
    expect((await t.json('POST', '/api/auth/signup', again, { 'accept-language': 'en' })).status).toBe(200);
    const mail = mailTo(spanish, /Ya tienes una cuenta/);
    expect(mail?.text).toContain('Iniciar sesión: http://localhost:4321/es/auth/');
    expectSpanishLinks(mail);
  });

  it('a password reset, and the password changed by its link', async () => {
    expect((await t.json('POST', '/api/auth/password-reset', { email: spanish })).status).toBe(200);
    const mail = mailTo(spanish, /Cambia tu contraseña/);
    expect(mail?.text).toContain('Elige una contraseña nueva');
    expectSpanishLinks(mail);
    const link = new URL(mail!.links.find((l) => l.includes('/es/auth/reset/'))!);
    const token = link.searchParams.get('token');
    const reset = await t.json('POST', '/api/auth/password-reset/confirm', {
      token,
      password: defaultPassword,
    });
    expect(reset.status).toBe(200);
    expect(mailTo(spanish, /Se cambió tu contraseña/)?.text).toContain('se cerró la sesión');
    cookie = await signIn(t, spanish);
  });

  it('a resent confirmation, for an account not yet confirmed, in the language of the page', async () => {
    const to = 'nueva@example.org';
    const signUp = { isAdult: true, email: to, password: defaultPassword };
    expect(
      (await t.json('POST', '/api/auth/signup', signUp, { 'accept-language': 'es-MX,es;q=0.9' })).status,
    ).toBe(200);
    const resend = await t.json(
      'POST',
      '/api/auth/resend-confirmation',
      { email: to },
      { 'accept-language': 'es' },
    );
    expect(resend.status).toBe(200);
    const mail = mailTo(to, /Activa tu cuenta/);
    expect(mail?.text).toContain('Elige tu contraseña');
    expectSpanishLinks(mail);
  });

  it('the weekly summary, its unsubscribe link leading to the Spanish home', async () => {
    await addChild(t, cookie, 'Pablo');
    expect((await call(t, 'PUT', '/api/family/weekly-summary', cookie, { enabled: true })).status).toBe(200);
    await sendWeeklySummaries(t.deps);
    await t.deliverMail();
    const mail = mailTo(spanish, /La semana de tu familia/);
    expect(mail?.text).toContain('Pablo: 0 capítulos leídos, 0 insignias, 0 juegos jugados,');
    expectSpanishLinks(mail);
    const unsubscribe = new URL(mail!.links.find((l) => l.includes('/unsubscribe?token='))!);
    const res = await t.request(unsubscribe.pathname + unsubscribe.search);
    expect(res.headers.get('location')).toBe('/es/?notice=summary-unsubscribed');
  });

  it('the retention warning', async () => {
    await applyChildRetention(t.deps, new Date(Date.now() + 23 * 31 * 24 * 3600_000));
    await t.deliverMail();
    const mail = mailTo(spanish, /se borrará dentro de un mes/);
    expect(mail?.text).toContain('El perfil de Pablo');
    expectSpanishLinks(mail);
  });

  it('the PIN lock, with its length in Spanish', async () => {
    expect(
      (await call(t, 'PUT', '/api/family/pin', cookie, { pin: '7391', password: defaultPassword })).status,
    ).toBe(200);
    const [kid] = (await call<FamilyAnswer>(t, 'GET', '/api/family', cookie)).body.children;
    const onTablet = await childSession(t, () => signIn(t, spanish), kid!.id);
    const parentId = (
      await t.db.selectFrom('users').select('id').where('email', '=', spanish).executeTakeFirstOrThrow()
    ).id;
    const back = (pin: string) =>
      t.json('POST', '/api/family/switch', { profileId: parentId, pin }, { cookie: onTablet });
    for (let lock = 0; lock < 2; lock++) {
      for (let i = 0; i < 5; i++) expect((await back(`000${i}`)).status).toBe(403);
      expect((await back('7391')).status).toBe(429);
      await t.db
        .updateTable('pin_locks')
        .set({ locked_until: Date.now() - 1000 })
        .where('account_id', '=', parentId)
        .execute();
    }
    const mail = mailTo(spanish, /PIN equivocados/);
    expect(mail?.text).toContain('queda bloqueado durante 1 hora');
    expectSpanishLinks(mail);
  });

  it('the account deleted', async () => {
    const res = await t.json('POST', '/api/auth/delete-account', { password: defaultPassword }, { cookie });
    expect(res.status).toBe(200);
    expect(mailTo(spanish, /Se borró tu cuenta/)?.text).toContain('¡Gracias por aprender con nosotros!');
  });

  it('follow the page the request came from (its Referer) for an account that chose nothing', async () => {
    const to = 'pagina@example.org';
    const signUp = { isAdult: true, email: to, password: defaultPassword };
    const fromSpanishPage = { referer: 'http://localhost:4321/es/auth/', 'accept-language': 'en-US,en' };
    expect((await t.json('POST', '/api/auth/signup', signUp, fromSpanishPage)).status).toBe(200);
    expectSpanishLinks(mailTo(to, /bienvenida/));
    const other = 'page@example.org';
    const fromEnglishPage = { referer: 'http://localhost:4321/auth/', 'accept-language': 'es' };
    expect(
      (await t.json('POST', '/api/auth/signup', { ...signUp, email: other }, fromEnglishPage)).status,
    ).toBe(200);
    expect(mailTo(other, /confirm/)?.subject).toBe('Welcome to Bite Size Bible! Please confirm your e-mail');
  });

  it('stay in English for an account that chose nothing, from an English page', async () => {
    const to = 'english@example.org';
    await newSignedInUser(t, to);
    expect(
      (await t.json('POST', '/api/auth/password-reset', { email: to }, { 'accept-language': 'en' })).status,
    ).toBe(200);
    const mail = mailTo(to, /Reset your/);
    expect(mail?.subject).toBe('Reset your Bite Size Bible password');
    expect(mail?.links.every((l) => !new URL(l).pathname.startsWith('/es/'))).toBe(true);
  });
});

describe('group notes', () => {
  it('reach each parent in that parent’s language', async () => {
    const leader = await newSignedInUser(t, 'lider@example.org', 'Lidia');
    const created = await call<{ id: string; code: string }>(t, 'POST', '/api/groups', leader, {
      name: 'Sala 3',
    });
    expect(created.status).toBe(201);
    const { id, code } = created.body;
    for (const [to, locale] of [
      ['madre@example.org', 'es'],
      ['mother@example.org', null],
    ] as const) {
      const cookie = await newSignedInUser(t, to);
      if (locale) expect((await setLocale(cookie, { locale })).status).toBe(200);
      const kid = await addChild(t, cookie, 'Kid');
      const joined = await call(t, 'POST', `/api/family/children/${kid}/groups`, cookie, { code });
      expect(joined.status).toBe(201);
      expect((await call(t, 'PUT', '/api/family/group-notes-mail', cookie, { enabled: true })).status).toBe(
        200,
      );
    }
    const posted = await call<{ mailed: number }>(t, 'POST', `/api/groups/${id}/notes`, leader, {
      body: 'Daniel and the lions.',
    });
    expect(posted.body.mailed).toBe(2);
    const madre = mailTo('madre@example.org', /Esta semana en Sala 3/);
    expect(madre?.text).toContain('Esta es la nota de esta semana de Sala 3:');
    expectSpanishLinks(madre);
    const mother = readOutbox(t.dataDir).filter((m) => m.to.includes('mother@example.org'));
    expect(mother.at(-1)?.subject).toMatch(/^This week in Sala 3/);
  });

  it('a co-leader’s invitation speaks the inviting leader’s page', async () => {
    const leader = await newSignedInUser(t, 'lider2@example.org', 'Lidia');
    const created = await call<{ id: string }>(t, 'POST', '/api/groups', leader, { name: 'Sala 4' });
    const res = await t.json(
      'POST',
      `/api/groups/${created.body.id}/co-leaders`,
      { email: 'ayudante@example.org' },
      { cookie: leader, 'accept-language': 'es' },
    );
    expect(res.status).toBe(202);
    const mail = mailTo('ayudante@example.org', /Te invitan/);
    expect(mail?.text).toContain('Lidia te invitó a ayudar a dirigir el grupo Sala 4');
    expectSpanishLinks(mail);
  });
});
