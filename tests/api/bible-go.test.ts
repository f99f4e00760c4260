import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends a chapter page's reader form as the browser does (a GET with the page's place in `at`). */
async function go(fields: Record<string, string>): Promise<Response> {
  return t.request(`/api/bible/go?${new URLSearchParams(fields)}`, { redirect: 'manual' });
}

// The form as John 3 (KJV) renders it: every select at the page's own value.
const john3 = { at: 'kjv/john/3', version: 'kjv', testament: 'NT', book: 'john', chapter: '3' };

describe('GET /api/bible/go (the chapter page reader form)', () => {
  it('opens the chapter chosen, in the version chosen', async () => {
    const res = await go({ ...john3, chapter: '16' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/bible/kjv/john/16/');
    expect((await go({ ...john3, version: 'asv' })).headers.get('location')).toBe('/bible/asv/john/3/');
  });

  it('opens a new book at chapter 1, whatever chapter the form still says', async () => {
    expect((await go({ ...john3, book: 'romans' })).headers.get('location')).toBe('/bible/kjv/romans/1/');
    expect(
      (await go({ ...john3, book: 'romans', chapter: '8', version: 'asv' })).headers.get('location'),
    ).toBe('/bible/asv/romans/1/');
  });

  it('opens the first book of a new testament at chapter 1', async () => {
    expect((await go({ ...john3, testament: 'OT' })).headers.get('location')).toBe('/bible/kjv/genesis/1/');
    const fromPsalms = {
      at: 'asv/psalms/23',
      version: 'asv',
      testament: 'NT',
      book: 'psalms',
      chapter: '23',
    };
    expect((await go(fromPsalms)).headers.get('location')).toBe('/bible/asv/matthew/1/');
  });

  it('stays on the page when nothing changed, and takes empty fields as unchanged', async () => {
    expect((await go(john3)).headers.get('location')).toBe('/bible/kjv/john/3/');
    expect((await go({ at: 'kjv/john/3', version: '', book: '', chapter: '' })).headers.get('location')).toBe(
      '/bible/kjv/john/3/',
    );
  });

  it('keeps the chapter when the chosen one is not in the book', async () => {
    expect((await go({ ...john3, chapter: '22' })).headers.get('location')).toBe('/bible/kjv/john/3/');
  });

  it('refuses a form without its place or with unknown values, with a clear message', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ version: 'asv' }, /which chapter it was sent from/],
      [{ at: 'kjv/john' }, /chapter must be a whole number/],
      [{ at: 'kjv/john/22' }, /John has 21 chapters; there is no chapter 22/],
      [{ at: 'kjv/hezekiah/1' }, /Unknown book "hezekiah"/],
      [{ ...john3, version: 'niv' }, /Unknown Bible version "niv"/],
      [{ ...john3, testament: 'XT' }, /testament must be OT or NT/],
      [{ ...john3, chapter: 'two' }, /chapter must be a whole number/],
    ];
    for (const [fields, message] of cases) {
      const res = await go(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(message);
    }
  });
});
