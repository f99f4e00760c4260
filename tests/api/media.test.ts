import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeExe, fakeMp4, fakeWav, tinyPng } from '../support/media-fixtures.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'media@example.org', MAX_UPLOAD_BYTES: '65536' });
  admin = await newSignedInUser(t, 'media@example.org');
  writeFakeBuild(t.deps.buildStore, { 'index.html': 'home', '404.html': 'not found' });
});
afterAll(() => t.close());

interface Uploaded {
  file: {
    id: string;
    url: string;
    bucket: string;
    filePath: string;
    fileSize: number;
    duration: number | null;
    title: string;
    mimeType: string;
  };
}

function upload(
  body: BodyInit | null,
  type: string,
  query: Record<string, string>,
  cookie = admin,
  headers: Record<string, string> = {},
): Promise<Response> {
  const qs = new URLSearchParams(query).toString();
  return t.request(`/api/admin/media/upload?${qs}`, {
    method: 'POST',
    headers: { cookie, 'content-type': type, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

const uploadsDir = (): string => path.join(t.dataDir, 'uploads');
const filesIn = (bucket: string): string[] =>
  existsSync(path.join(uploadsDir(), bucket)) ? readdirSync(path.join(uploadsDir(), bucket)) : [];
const tmpFiles = (): string[] =>
  existsSync(path.join(uploadsDir(), '.tmp')) ? readdirSync(path.join(uploadsDir(), '.tmp')) : [];
const rowCount = async (): Promise<number> =>
  Number(
    (
      await t.db
        .selectFrom('media_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function errorMessage(res: Response): Promise<string> {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe('uploading', () => {
  it('stores a video under a timestamped, sanitised name, reads its duration and asks for a rebuild', async () => {
    const res = await upload(new Uint8Array(fakeMp4(12.5)), 'video/mp4', {
      title: 'Noah and the Ark',
      description: 'A story',
      fileName: '../Noah & the Ärk!.mp4',
    });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as Uploaded;
    expect(file.bucket).toBe('videos');
    expect(file.filePath).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}-Noah-the-Ark-?\.mp4$/);
    expect(file.duration).toBe(12.5);
    expect(file.url).toBe(`/media-files/videos/${file.filePath}`);
    expect(filesIn('videos')).toContain(file.filePath);
    expect(t.rebuilder.requests.at(-1)).toMatch(/^media: uploaded/);
  });

  it('puts audio and images in their buckets', async () => {
    const wav = (await (
      await upload(new Uint8Array(fakeWav(1.5)), 'audio/wav', { title: 'Song', fileName: 'song.wav' })
    ).json()) as Uploaded;
    expect(wav.file).toMatchObject({ bucket: 'audio', duration: 1.5 });
    const png = (await (
      await upload(new Uint8Array(tinyPng), 'image/png', { title: 'Card', fileName: 'card.png' })
    ).json()) as Uploaded;
    expect(png.file).toMatchObject({ bucket: 'images', duration: null });
  });

  it('never overwrites: the same name twice gives two files', async () => {
    const a = (await (
      await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'A', fileName: 'same.mp4' })
    ).json()) as Uploaded;
    const b = (await (
      await upload(new Uint8Array(fakeMp4(2)), 'video/mp4', { title: 'B', fileName: 'same.mp4' })
    ).json()) as Uploaded;
    expect(a.file.filePath).not.toBe(b.file.filePath);
  });

  it('refuses a file over the limit before reading it, leaving no file and no row', async () => {
    const before = { rows: await rowCount(), files: filesIn('videos').length };
    const res = await upload(new Uint8Array(fakeMp4(1, 70_000)), 'video/mp4', {
      title: 'Big',
      fileName: 'big.mp4',
    });
    expect(res.status).toBe(413);
    expect(await errorMessage(res)).toBe('File size exceeds the maximum allowed limit');
    expect({ rows: await rowCount(), files: filesIn('videos').length }).toEqual(before);
  });

  it('stops a file that passes the limit while streaming (no length announced)', async () => {
    const before = await rowCount();
    const chunks = [fakeMp4(1, 40_000), Buffer.alloc(40_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const res = await upload(stream, 'video/mp4', { title: 'Sneaky', fileName: 'sneaky.mp4' });
    expect(res.status).toBe(413);
    expect(await rowCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('leaves nothing behind when the upload is aborted', async () => {
    const before = { rows: await rowCount(), files: filesIn('videos').length };
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new Uint8Array(fakeMp4(1, 1000)));
        } else {
          controller.error(new Error('connection reset by the browser'));
        }
      },
    });
    const res = await upload(stream, 'video/mp4', { title: 'Aborted', fileName: 'aborted.mp4' });
    expect(res.status).toBe(500);
    expect(await errorMessage(res)).toBe('Failed to upload file');
    expect({ rows: await rowCount(), files: filesIn('videos').length }).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a renamed program with a video name, an empty file and a type that is not media', async () => {
    const before = await rowCount();
    const exe = await upload(new Uint8Array(fakeExe), 'video/mp4', {
      title: 'Virus',
      fileName: 'cartoon.mp4',
    });
    expect(exe.status).toBe(400);
    expect(await errorMessage(exe)).toMatch(/^File type "video\/mp4" is not supported/);
    const empty = await upload(new Uint8Array(0), 'video/mp4', { title: 'Empty', fileName: 'empty.mp4' });
    expect(empty.status).toBe(400);
    const pdf = await upload(new Uint8Array(Buffer.from('%PDF-1.7')), 'application/pdf', {
      title: 'Doc',
      fileName: 'doc.pdf',
    });
    expect(pdf.status).toBe(400);
    expect(await errorMessage(pdf)).toBe('File type "application/pdf" is not supported');
    expect(await rowCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('needs a title and a file name', async () => {
    const res = await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: '   ', fileName: 'x.mp4' });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe('Please select a file and enter a title.');
  });

  it('is for admins only: 401 for visitors, 403 for users, and nothing stored', async () => {
    const before = await rowCount();
    const user = await newSignedInUser(t, 'kid@example.org');
    expect(
      (await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'x', fileName: 'x.mp4' }, user)).status,
    ).toBe(403);
    expect(
      (await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'x', fileName: 'x.mp4' }, '')).status,
    ).toBe(401);
    expect((await t.request('/api/admin/media', { headers: { cookie: user } })).status).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});

describe('serving uploaded files', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = fakeMp4(3, 5000);
    url = (
      (await (
        await upload(new Uint8Array(bytes), 'video/mp4', { title: 'Served', fileName: 'served.mp4' })
      ).json()) as Uploaded
    ).file.url;
  });

  it('serves the whole file with its type and an hour of caching', async () => {
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes (seeking)', async () => {
    const res = await t.request(url, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await t.request(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);
  });

  it('answers 416 to a range beyond the end', async () => {
    const res = await t.request(url, { headers: { range: `bytes=${bytes.length + 5}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('never serves anything outside the uploads', async () => {
    for (const p of [
      '/media-files/videos/..%2F..%2Fapp.db',
      '/media-files/videos/%2E%2E',
      '/media-files/secrets/x.mp4',
      '/media-files/videos/.tmp',
      '/media-files/videos/nope.mp4',
    ]) {
      expect((await t.request(p)).status, p).toBe(404);
    }
  });

  it('forbids scripts in an uploaded file opened on its own (SVG)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const up = (await (
      await upload(new Uint8Array(svg), 'image/svg+xml', { title: 'Svg', fileName: 'pic.svg' })
    ).json()) as Uploaded;
    const res = await t.request(up.file.url);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('stores and serves a GIF/JavaScript polyglot named lib.js as the GIF it is, never as script', async () => {
    const polyglot = Buffer.from("GIF89a=1;alert('uploaded script ran');//\x00\x00", 'latin1');
    const res = await upload(new Uint8Array(polyglot), 'image/gif', { title: 'Lib', fileName: 'lib.js' });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as Uploaded;
    expect(file.filePath).toMatch(/-lib\.gif$/);
    expect(file.mimeType).toBe('image/gif');
    const served = await t.request(file.url);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes the stored type from the content, not the declared type or the name', async () => {
    const res = await upload(new Uint8Array(tinyPng), 'image/jpeg', {
      title: 'Not a jpeg',
      fileName: 'photo.jpg',
    });
    const { file } = (await res.json()) as Uploaded;
    expect(file.filePath).toMatch(/-photo\.png$/);
    expect(file.mimeType).toBe('image/png');
    expect((await t.request(file.url)).headers.get('content-type')).toBe('image/png');
  });

  it('sends a stored file whose name has no media extension as a download of unknown type', async () => {
    // As a file stored before types came from content: it must never be served as script or HTML.
    for (const name of [
      '20260101T000000Z-abcdef-lib.js',
      '20260101T000000Z-abcdef-page.html',
      '20260101T000000Z-abcdef-a.css',
      '20260101T000000Z-abcdef-feed.xml',
    ]) {
      mkdirSync(path.join(uploadsDir(), 'images'), { recursive: true });
      writeFileSync(path.join(uploadsDir(), 'images', name), "alert('x')");
      const res = await t.request(`/media-files/images/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition'), name).toBe('attachment');
    }
    // An image extension in the video bucket is not a video either.
    writeFileSync(path.join(uploadsDir(), 'videos', '20260101T000000Z-abcdef-x.png'), tinyPng);
    expect(
      (await t.request('/media-files/videos/20260101T000000Z-abcdef-x.png')).headers.get('content-type'),
    ).toBe('application/octet-stream');
  });
});

describe('listing and deleting', () => {
  it('lists newest first with the summary, filters by bucket and searches title or original name', async () => {
    const res = await t.request('/api/admin/media', { headers: { cookie: admin } });
    const body = (await res.json()) as {
      files: Array<{ title: string; bucket: string }>;
      summary: Record<string, number>;
      maxUploadBytes: number;
    };
    expect(body.maxUploadBytes).toBe(65536);
    expect(body.summary.totalFiles).toBe(body.files.length);
    expect(body.summary.videoFiles).toBe(body.files.filter((f) => f.bucket === 'videos').length);
    const search = (await (
      await t.request('/api/admin/media?q=NOAH', { headers: { cookie: admin } })
    ).json()) as { files: Array<{ title: string }> };
    expect(search.files.map((f) => f.title)).toEqual(['Noah and the Ark']);
    const byName = (await (
      await t.request('/api/admin/media?q=song.wav', { headers: { cookie: admin } })
    ).json()) as { files: Array<{ title: string }> };
    expect(byName.files.map((f) => f.title)).toEqual(['Song']);
    const audio = (await (
      await t.request('/api/admin/media?bucket=audio', { headers: { cookie: admin } })
    ).json()) as { files: Array<{ bucket: string }> };
    expect(audio.files.every((f) => f.bucket === 'audio')).toBe(true);
  });

  it('deletes one file: the file and its row go, and a rebuild is asked for', async () => {
    const { file } = (await (
      await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'Gone', fileName: 'gone.mp4' })
    ).json()) as Uploaded;
    const res = await t.request(`/api/admin/media/${file.id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect(res.status).toBe(200);
    expect(filesIn('videos')).not.toContain(file.filePath);
    expect((await t.request(file.url)).status).toBe(404);
    expect(t.rebuilder.requests.at(-1)).toMatch(/^media: deleted/);
    expect(
      (await t.request(`/api/admin/media/${file.id}`, { method: 'DELETE', headers: { cookie: admin } }))
        .status,
    ).toBe(404);
  });

  it('bulk-deletes, reporting which failed', async () => {
    const a = (await (
      await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'Bulk A', fileName: 'a.mp4' })
    ).json()) as Uploaded;
    const b = (await (
      await upload(new Uint8Array(fakeMp4(1)), 'video/mp4', { title: 'Bulk B', fileName: 'b.mp4' })
    ).json()) as Uploaded;
    const res = await t.json(
      'POST',
      '/api/admin/media/bulk-delete',
      { ids: [a.file.id, b.file.id, 'missing'] },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      deleted: [a.file.id, b.file.id],
      failed: [{ id: 'missing', message: 'That file is not in the library.' }],
    });
    const allFailed = await t.json(
      'POST',
      '/api/admin/media/bulk-delete',
      { ids: ['nope', 'nope-2'] },
      { cookie: admin },
    );
    expect(allFailed.status).toBe(404);
    expect(await allFailed.json()).toMatchObject({
      error: { code: 'not_found', message: 'None of those files are in the library.' },
    });
  });
});
