import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPosterBytes } from '../../src/lib/media.ts';
import { fakeExe, fakeMp4, tinyPng } from '../support/media-fixtures.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'posters@example.org' });
  admin = await newSignedInUser(t, 'posters@example.org');
});
afterAll(() => t.close());

interface FileView {
  id: string;
  poster: string | null;
  posterUrl: string | null;
}

const imagesDir = (): string => path.join(t.dataDir, 'uploads', 'images');
const images = (): string[] => (existsSync(imagesDir()) ? readdirSync(imagesDir()) : []);
const tmpFiles = (): string[] => {
  const dir = path.join(t.dataDir, 'uploads', '.tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function uploadVideo(title: string): Promise<FileView> {
  const res = await t.request(
    `/api/admin/media/upload?${new URLSearchParams({ title, fileName: `${title}.mp4` })}`,
    {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'video/mp4' },
      body: new Uint8Array(fakeMp4(3)),
      duplex: 'half',
    } as RequestInit,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { file: FileView }).file;
}

function putPoster(
  id: string,
  body: BodyInit | null,
  type: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.request(`/api/admin/media/${id}/poster`, {
    method: 'PUT',
    headers: { cookie: admin, 'content-type': type, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

const posterOf = async (id: string): Promise<string | null> =>
  (
    await t.db
      .selectFrom('media_files')
      .select('thumbnail_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).thumbnail_path;

const errorOf = async (res: Response): Promise<{ code: string; message: string }> =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("a video's poster", () => {
  it('stores a picture in the images bucket, links it to the video, serves it and asks for a rebuild', async () => {
    const video = await uploadVideo('Jonah');
    expect(video.poster).toBeNull();
    expect(video.posterUrl).toBeNull();
    const res = await putPoster(video.id, new Uint8Array(tinyPng), 'image/png');
    expect(res.status).toBe(200);
    const { file } = (await res.json()) as { file: FileView };
    expect(file.poster).toMatch(/\.png$/);
    expect(file.posterUrl).toBe(`/media-files/images/${file.poster}`);
    expect(await posterOf(video.id)).toBe(file.poster);
    expect(images()).toContain(file.poster);
    expect(t.rebuilder.requests.at(-1)).toMatch(/^media: poster for videos\//);
    const served = await t.request(file.posterUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // A new poster replaces the old one, whose file goes.
    const again = await putPoster(video.id, new Uint8Array(tinyPng), 'image/png');
    const second = ((await again.json()) as { file: FileView }).file;
    expect(second.poster).not.toBe(file.poster);
    expect(images()).toContain(second.poster);
    expect(images()).not.toContain(file.poster);

    // Deleting the video deletes its poster too.
    const del = await t.request(`/api/admin/media/${video.id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect(del.status).toBe(200);
    expect(images()).not.toContain(second.poster);
  });

  it('refuses a type that is not a raster picture, and content not what it claims, storing nothing', async () => {
    const video = await uploadVideo('Ruth');
    const before = images();
    for (const [body, type] of [
      [tinyPng, 'image/svg+xml'],
      [tinyPng, 'video/mp4'],
      [fakeExe, 'image/png'],
      [fakeMp4(1), 'image/jpeg'],
    ] as const) {
      const res = await putPoster(video.id, new Uint8Array(body), type);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('unsupported_type');
    }
    expect(images()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    expect(await posterOf(video.id)).toBeNull();
  });

  it('refuses a picture over 5 MB, announced or while streaming, storing nothing', async () => {
    const video = await uploadVideo('Esther');
    const before = images();
    const big = Buffer.concat([tinyPng, Buffer.alloc(maxPosterBytes, 1)]);
    const announced = await putPoster(video.id, new Uint8Array(big), 'image/png', {
      'content-length': String(big.length),
    });
    expect(announced.status).toBe(413);
    const streamed = await putPoster(
      video.id,
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(big));
          controller.close();
        },
      }),
      'image/png',
    );
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe('too_large');
    expect(images()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    expect(await posterOf(video.id)).toBeNull();
  });

  it('leaves no stored picture and no change when saving the row fails', async () => {
    const video = await uploadVideo('Daniel');
    const first = (
      (await (await putPoster(video.id, new Uint8Array(tinyPng), 'image/png')).json()) as { file: FileView }
    ).file;
    const before = images();
    const removeTrigger = await failPosterUpdates(t);
    try {
      const res = await putPoster(video.id, new Uint8Array(tinyPng), 'image/png');
      expect(res.status).toBe(500);
      expect((await errorOf(res)).code).toBe('upload_failed');
    } finally {
      await removeTrigger();
    }
    expect(images()).toEqual(before);
    expect(await posterOf(video.id)).toBe(first.poster);
  });

  it('is only for a video in the library, and only for admins', async () => {
    const missing = await putPoster('no-such-file', new Uint8Array(tinyPng), 'image/png');
    expect(missing.status).toBe(404);
    const picture = await t.request(
      `/api/admin/media/upload?${new URLSearchParams({ title: 'P', fileName: 'p.png' })}`,
      {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'image/png' },
        body: new Uint8Array(tinyPng),
        duplex: 'half',
      } as RequestInit,
    );
    const { file } = (await picture.json()) as { file: FileView };
    const notVideo = await putPoster(file.id, new Uint8Array(tinyPng), 'image/png');
    expect(notVideo.status).toBe(400);
    expect((await errorOf(notVideo)).message).toBe('Only a video has a poster.');

    const video = await uploadVideo('Samuel');
    const before = images();
    const user = await newSignedInUser(t, 'not-admin@example.org');
    const asUser = await putPoster(video.id, new Uint8Array(tinyPng), 'image/png', { cookie: user });
    expect(asUser.status).toBe(403);
    const asVisitor = await t.request(`/api/admin/media/${video.id}/poster`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(tinyPng),
    });
    expect(asVisitor.status).toBe(401);
    expect(images()).toEqual(before);
    expect(await posterOf(video.id)).toBeNull();
  });
});

/** A trigger that fails every update of media_files; returns its removal. */
async function failPosterUpdates(app: TestApp): Promise<() => Promise<void>> {
  if (app.handle.dialect === 'sqlite') {
    const { sqlite } = app.handle;
    sqlite.exec(
      "create trigger fail_poster before update on media_files begin select raise(abort, 'boom'); end;",
    );
    return async () => void sqlite.exec('drop trigger fail_poster');
  }
  await sql`create function fail_poster() returns trigger language plpgsql as $$
    begin raise exception 'boom'; end $$`.execute(app.db);
  const trigger = sql`create trigger fail_poster before update on media_files
    for each row execute function fail_poster()`;
  await trigger.execute(app.db);
  return async () => {
    await sql`drop trigger fail_poster on media_files`.execute(app.db);
    await sql`drop function fail_poster()`.execute(app.db);
  };
}
