import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'editor@example.org' });
  cookie = await newSignedInUser(t, 'editor@example.org');
});
afterAll(() => t.close());

const storyCount = async (): Promise<number> =>
  Number(
    (
      await t.db
        .selectFrom('user_stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('text that cannot be shown', () => {
  it('refuses a story titled with only NUL characters, or with half an emoji, and stores nothing', async () => {
    for (const title of ['\u0000\u0000\u0000', '\ud83d', 'Good\u0000day']) {
      const res = await t.json(
        'POST',
        '/api/stories',
        { title, content: 'We shared our lunch.' },
        { cookie },
      );
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_text' } });
    }
    expect(await storyCount()).toBe(0);
    const ok = await t.json(
      'POST',
      '/api/stories',
      { title: 'A good day 🙏', content: 'We shared our lunch.\nIt was fun.' },
      { cookie },
    );
    expect(ok.status).toBe(201);
  });

  it('refuses it in an admin form and in a query string too', async () => {
    const proverb = await t.json(
      'POST',
      '/api/admin/wisdom',
      { text: '\u0000', reference: 'Proverbs 1:1' },
      { cookie },
    );
    expect(proverb.status).toBe(400);
    const upload = await t.request(`/api/admin/media/upload?title=%00%00&fileName=a.png`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/png' },
      body: new Uint8Array(8),
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ error: { code: 'invalid_text' } });
  });
});
