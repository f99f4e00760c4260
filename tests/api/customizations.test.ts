import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCardBackgrounds } from '../../db/queries/customizations.ts';
import { tinyPng } from '../support/media-fixtures.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'designer@example.org' });
  admin = await newSignedInUser(t, 'designer@example.org');
  const res = await t.request('/api/admin/media/upload?title=card-background&fileName=bg.png', {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'image/png' },
    body: new Uint8Array(tinyPng),
  });
  imageUrl = ((await res.json()) as { file: { url: string } }).file.url;
});
afterAll(() => t.close());

describe('card backgrounds', () => {
  it('sets a background for each kind of card and asks for a rebuild', async () => {
    for (const [target, key] of [
      ['truth-challenge', '1'],
      ['game', 'bible-bingo'],
      ['ask-and-pray', 'prayer'],
    ]) {
      const res = await t.json(
        'PUT',
        `/api/admin/customizations/${target}/${key}`,
        { imageUrl },
        { cookie: admin },
      );
      expect(res.status, `${target}/${key}`).toBe(200);
    }
    expect(await listCardBackgrounds(t.db)).toEqual({
      truthChallenges: { '1': imageUrl },
      games: { 'bible-bingo': imageUrl },
      askAndPray: { prayer: imageUrl },
    });
    expect(t.rebuilder.requests.filter((r) => r.startsWith('card background'))).toHaveLength(3);
  });

  it('removes a background', async () => {
    await t.request('/api/admin/customizations/game/bible-bingo', {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect((await listCardBackgrounds(t.db)).games).toEqual({});
  });

  it('checks the role on the server for all three kinds of card, including Ask & Pray', async () => {
    const user = await newSignedInUser(t, 'kid@example.org');
    for (const path of ['truth-challenge/0', 'game/word-search', 'ask-and-pray/community']) {
      expect(
        (await t.json('PUT', `/api/admin/customizations/${path}`, { imageUrl }, { cookie: user })).status,
        path,
      ).toBe(403);
      expect((await t.json('PUT', `/api/admin/customizations/${path}`, { imageUrl })).status, path).toBe(401);
    }
    expect((await listCardBackgrounds(t.db)).askAndPray.community).toBeUndefined();
  });

  it('refuses unknown cards and images that are not in the library', async () => {
    for (const path of ['truth-challenge/4', 'game/chess', 'ask-and-pray/shop', 'poster/1']) {
      expect(
        (await t.json('PUT', `/api/admin/customizations/${path}`, { imageUrl }, { cookie: admin })).status,
        path,
      ).toBe(400);
    }
    expect(
      (
        await t.json(
          'PUT',
          '/api/admin/customizations/game/word-search',
          { imageUrl: 'https://evil.example/x.png' },
          { cookie: admin },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.json(
          'PUT',
          '/api/admin/customizations/game/word-search',
          { imageUrl: '/media-files/images/missing.png' },
          { cookie: admin },
        )
      ).status,
    ).toBe(400);
  });
});
