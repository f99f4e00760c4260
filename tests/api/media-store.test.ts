import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from '../../api/media/s3-store.ts';
import { fileTooLargeMessage } from '../../api/media/storage.ts';
import type { MediaStore } from '../../api/media/store.ts';
import { parseSettings } from '../../config/settings.ts';
import { fakeExe, fakeMp4, tinyPng } from '../support/media-fixtures.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The media API over each store: the local folder (no S3 settings) and an S3 bucket (s3rver,
 * started here on a free port). Routes must behave the same; only where the bytes live differs.
 */
const maxBytes = 6 * 1024 * 1024; // over S3's 5 MiB part, so the bucket sees a real multipart upload

interface Uploaded {
  file: {
    id: string;
    url: string;
    bucket: string;
    filePath: string;
    fileSize: number;
    duration: number | null;
    mimeType: string;
  };
}

describe.each(['local', 's3'] as const)('media stored %s', (store) => {
  let t: TestApp;
  let admin: string;
  let s3: TestS3Server | null = null;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3Server();
    t = await createTestApp({
      ADMIN_EMAILS: 'media@example.org',
      MAX_UPLOAD_BYTES: String(maxBytes),
      ...(s3?.env ?? {}),
    });
    admin = await newSignedInUser(t, 'media@example.org');
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  /** Every stored file as <bucket>/<name>, wherever the store keeps them. */
  async function stored(): Promise<string[]> {
    if (s3) return s3.keys();
    const dir = path.join(t.dataDir, 'uploads');
    const all: string[] = [];
    for (const bucket of ['videos', 'audio', 'images', '.tmp']) {
      if (existsSync(path.join(dir, bucket)))
        all.push(...readdirSync(path.join(dir, bucket)).map((f) => `${bucket}/${f}`));
    }
    return all.sort();
  }
  const rowCount = async (): Promise<number> =>
    Number(
      (
        await t.db
          .selectFrom('media_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  function upload(body: BodyInit, type: string, fileName: string): Promise<Response> {
    const qs = new URLSearchParams({ title: fileName, fileName }).toString();
    return t.request(`/api/admin/media/upload?${qs}`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  /** A stream of `chunks`, then either its end or (`fail`) an error, as when the browser goes away. */
  function streamOf(chunks: Buffer[], fail = false): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else if (fail) controller.error(new Error('connection reset by the browser'));
        else controller.close();
      },
    });
  }

  it(`uses the ${store} store`, () => {
    expect(t.deps.mediaStore.kind).toBe(store);
  });

  it('stores a video, reads its duration, serves it whole and by Range, and deletes it', async () => {
    const mp4 = fakeMp4(7.5, 4096);
    const res = await upload(new Uint8Array(mp4), 'video/mp4', 'ark.mp4');
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as Uploaded;
    expect(file).toMatchObject({
      bucket: 'videos',
      duration: 7.5,
      fileSize: mp4.length,
      mimeType: 'video/mp4',
    });
    expect(await stored()).toEqual([`videos/${file.filePath}`]);

    const whole = await t.request(file.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const part = await t.request(file.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await t.request(file.url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
    expect((await t.request(file.url, { headers: { range: `bytes=${mp4.length + 5}-` } })).status).toBe(416);
    expect((await t.request(file.url, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    const deleted = await t.request(`/api/admin/media/${file.id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect(deleted.status).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await t.request(file.url)).status).toBe(404);
  });

  it('sends an SVG as a download, and answers 404 for a name that is not stored', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(new Uint8Array(svg), 'image/svg+xml', 'card.svg');
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as Uploaded;
    const served = await t.request(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await t.request('/media-files/images/nothing-here.png')).status).toBe(404);
    expect((await t.request('/media-files/images/..%2Fapp.db')).status).toBe(404);
    await t.request(`/api/admin/media/${file.id}`, { method: 'DELETE', headers: { cookie: admin } });
    expect(await stored()).toEqual([]);
  });

  it('stops a file that passes the limit while streaming: 413, no object, no row', async () => {
    const before = await rowCount();
    const res = await upload(
      streamOf([fakeMp4(1, 1024), ...Array.from({ length: 7 }, () => Buffer.alloc(1024 * 1024, 1))]),
      'video/mp4',
      'big.mp4',
    );
    expect(res.status).toBe(413);
    expect(await rowCount()).toBe(before);
    expect(await stored()).toEqual([]);
  });

  it('leaves no object and no row when the upload is aborted part-way', async () => {
    const before = await rowCount();
    // Over one 5 MiB part, so the bucket has begun a multipart upload when the stream fails.
    const chunks = [fakeMp4(1, 1024), ...Array.from({ length: 5 }, () => Buffer.alloc(1024 * 1024, 2))];
    const res = await upload(streamOf(chunks, true), 'video/mp4', 'aborted.mp4');
    expect(res.status).toBe(500);
    expect(await rowCount()).toBe(before);
    expect(await stored()).toEqual([]);
  });

  it('refuses content that is not the declared type, storing nothing', async () => {
    const before = await rowCount();
    const res = await upload(new Uint8Array(fakeExe), 'video/mp4', 'movie.mp4');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_type');
    expect(await rowCount()).toBe(before);
    expect(await stored()).toEqual([]);
  });

  it('stores an image under the extension of its content', async () => {
    const res = await upload(new Uint8Array(tinyPng), 'image/png', 'photo.jpg');
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as Uploaded;
    expect(file.filePath).toMatch(/\.png$/);
    expect((await t.request(file.url)).headers.get('content-type')).toBe('image/png');
  });
});

describe('the S3 store aborts what it began', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  /** The body a store takes (Node's web stream type, the same object as the global one). */
  type UploadBody = Parameters<MediaStore['save']>[0];

  /** A store over a client that records the name of every command it sends. */
  function recordingStore(): { store: MediaStore; sent: string[] } {
    const sent: string[] = [];
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    const settings = parseSettings({ DATA_DIR: '/nonexistent', ...s3.env });
    return { store: createS3Store(settings.s3!, client), sent };
  }

  const bigStream = (fail: 'limit' | 'abort'): ReadableStream<Uint8Array> => {
    const chunks = [fakeMp4(1, 1024), ...Array.from({ length: 7 }, () => Buffer.alloc(1024 * 1024, 3))];
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (fail === 'abort' && chunks.length === 1) controller.error(new Error('connection reset'));
        else if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
  };

  it.each(['limit', 'abort'] as const)(
    'a multipart upload stopped by the %s is aborted, and no object is left',
    async (fail) => {
      const { store, sent } = recordingStore();
      const saving = store.save(bigStream(fail) as UploadBody, {
        originalName: 'big.mp4',
        declaredType: 'video/mp4',
        maxBytes: 6 * 1024 * 1024,
      });
      await expect(saving).rejects.toThrow(fail === 'limit' ? fileTooLargeMessage : 'connection reset');
      expect(sent, sent.join()).toContain('CreateMultipartUploadCommand');
      expect(sent, sent.join()).toContain('AbortMultipartUploadCommand');
      expect(sent).not.toContain('CompleteMultipartUploadCommand');
      expect(await s3.keys()).toEqual([]);
    },
  );

  it('completes a file of several parts as one multipart upload, and reads it back whole', async () => {
    const { store, sent } = recordingStore();
    const mp4 = fakeMp4(3, 6 * 1024 * 1024);
    const body = new Blob([new Uint8Array(mp4)]).stream();
    const saved = await store.save(body as UploadBody, {
      originalName: 'long.mp4',
      declaredType: 'video/mp4',
      maxBytes: 8 * 1024 * 1024,
    });
    expect(saved).toMatchObject({ bucket: 'videos', size: mp4.length, duration: 3 });
    expect(sent.filter((c) => c === 'UploadPartCommand')).toHaveLength(2);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    const back = Buffer.from(
      await new Response(
        (await store.read('videos', saved.fileName, 0, mp4.length - 1)) as unknown as ReadableStream,
      ).arrayBuffer(),
    );
    expect(back.equals(mp4)).toBe(true);
    await store.remove('videos', saved.fileName);
    expect(await s3.keys()).toEqual([]);
  });
});
