import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Settings } from '../../config/settings.ts';
import { storedFileName } from '../../src/lib/media.ts';
import { readDurationFrom } from './duration.ts';
import { classifyUpload, fileTooLargeMessage, isStoredName, sniffBytes, UploadError } from './storage.ts';
import type { MediaStore } from './store.ts';

export type S3Settings = NonNullable<Settings['s3']>;

/** Parts of a multipart upload: S3's smallest part, so at most a few parts are in memory at once. */
const partSize = 5 * 1024 * 1024;
const queueSize = 2;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Uploads in an S3-compatible bucket, under the keys <bucket>/<name> (videos/…, audio/…, images/…). */
export function createS3Store(s3: S3Settings, client?: S3Client): MediaStore {
  const api =
    client ??
    new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
      forcePathStyle: s3.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = s3.bucket;
  const keyOf = (bucket: string, fileName: string): string => {
    if (!isStoredName(bucket, fileName)) throw new Error(`not a stored file name: ${bucket}/${fileName}`);
    return `${bucket}/${fileName}`;
  };
  const deleteKey = async (Key: string): Promise<void> => {
    await api.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  const readRange = async (Key: string, start: number, end: number) => {
    const answer = await api.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }));
    if (!answer.Body) throw new Error(`no body for ${Key}`);
    return answer.Body;
  };

  return {
    kind: 's3',
    async save(body, options) {
      const reader = body.getReader();
      let size = 0;
      let ended = false;
      const tooLarge = (): UploadError => new UploadError(413, 'too_large', fileTooLargeMessage);
      // The first bytes decide the stored name (its extension comes from the content), so they are
      // read before anything is sent to the bucket: a refused type never reaches it.
      const head: Buffer[] = [];
      let headBytes = 0;
      try {
        while (headBytes < sniffBytes) {
          const next = await reader.read();
          if (next.done) {
            ended = true;
            break;
          }
          size += next.value.length;
          if (size > options.maxBytes) throw tooLarge();
          head.push(Buffer.from(next.value));
          headBytes += next.value.length;
        }
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        throw error;
      }
      const first = Buffer.concat(head);
      let classified: ReturnType<typeof classifyUpload>;
      try {
        classified = classifyUpload(first, size, options.declaredType);
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        throw error;
      }
      const { kind, bucket, form } = classified;
      const fileName = storedFileName(
        options.originalName,
        options.now ?? new Date(),
        randomBytes(3).toString('hex'),
        form.extension,
      );
      const Key = keyOf(bucket, fileName);

      // The rest streams through, counted; passing the limit fails the stream, which aborts the upload.
      let failure: unknown = null;
      async function* chunks(): AsyncGenerator<Buffer> {
        yield first;
        while (!ended) {
          let next: ReadableStreamReadResult<Uint8Array>;
          try {
            next = await reader.read();
          } catch (error) {
            failure = error;
            throw error;
          }
          if (next.done) return;
          size += next.value.length;
          if (size > options.maxBytes) {
            failure = tooLarge();
            await reader.cancel().catch(() => undefined);
            throw failure;
          }
          yield Buffer.from(next.value);
        }
      }
      const upload = new Upload({
        client: api,
        params: { Bucket, Key, Body: Readable.from(chunks()), ContentType: form.contentType },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        // A multipart upload is aborted by Upload itself; an object that got stored anyway goes.
        await deleteKey(Key).catch(() => undefined);
        throw failure ?? error;
      }
      let duration: number | null = null;
      if (bucket !== 'images') {
        // Only the box headers that hold the length are read, by ranged requests.
        const read = async (position: number, length: number): Promise<Buffer> => {
          if (position >= size) return Buffer.alloc(0);
          const part = await readRange(Key, position, Math.min(size, position + length) - 1);
          return Buffer.from(await part.transformToByteArray());
        };
        duration = await readDurationFrom({ read }, size, kind);
      }
      return { bucket, fileName, contentType: form.contentType, size, kind, duration };
    },
    remove: (bucket, fileName) => deleteKey(keyOf(bucket, fileName)),
    async info(bucket, fileName) {
      if (!isStoredName(bucket, fileName)) return null;
      try {
        const head = await api.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, fileName) }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read: async (bucket, fileName, start, end) =>
      (
        await readRange(keyOf(bucket, fileName), start, end)
      ).transformToWebStream() as ReadableStream<Uint8Array>,
  };
}
