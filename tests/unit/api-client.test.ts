import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, decodeAnswer, unexpectedMessageAttribute } from '../../src/client/request.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string): Response => new Response(body, { status });

describe('apiRequest (src/client)', () => {
  it('answers the data of a success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, '{"streak":3}')),
    );
    expect(await apiRequest('GET', '/api/streak')).toEqual({ ok: true, status: 200, data: { streak: 3 } });
  });

  it("decodes the API's error envelope into its code and message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(403, '{"error":{"code":"plan_limit","message":"Upgrade to add more."}}')),
    );
    expect(await apiRequest('POST', '/api/memory/verses', { reference: 'John 3:16' })).toEqual({
      ok: false,
      status: 403,
      code: 'plan_limit',
      message: 'Upgrade to add more.',
    });
  });

  it('says network, with the fallback message, when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await apiRequest('GET', '/api/bible/search?q=love', undefined, {
      fallbackMessage: 'Try later.',
    });
    expect(result).toEqual({ ok: false, status: 0, code: 'network', message: 'Try later.' });
  });

  it('sends JSON as JSON and a file as it is, with its own type', async () => {
    const fetch = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('POST', '/api/stories', { title: 'Hi' });
    const picture = new Blob(['png'], { type: 'image/png' });
    await apiRequest('PUT', '/api/admin/media/x/poster', picture, { headers: { 'x-learner-id': 'p1' } });
    const [json, file] = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(json).toMatchObject({
      method: 'POST',
      body: '{"title":"Hi"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(file).toMatchObject({
      method: 'PUT',
      body: picture,
      headers: { 'content-type': 'image/png', 'x-learner-id': 'p1' },
    });
  });

  it('takes an answer without the envelope (a proxy error page) as http_error with the fallback', () => {
    expect(decodeAnswer(502, null)).toMatchObject({ ok: false, status: 502, code: 'http_error' });
  });

  it("says the page's own words when no answer comes and the caller has none (the page's language)", async () => {
    const words: Record<string, string> = {
      [unexpectedMessageAttribute]: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    };
    vi.stubGlobal('document', {
      documentElement: { lang: 'es', getAttribute: (name: string) => words[name] ?? null },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await apiRequest('GET', '/api/auth/session')).toEqual({
      ok: false,
      status: 0,
      code: 'network',
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    });
    expect(decodeAnswer(502, null)).toMatchObject({
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    });
  });
});
