import { randomBytes } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { ApiErrorCode } from '../../src/lib/api-errors.ts';
import { bucketForMimeType, type MediaBucket, storedFileName } from '../../src/lib/media.ts';
import { contentMatchesType, type SniffedKind, sniffMediaKind } from '../../src/lib/media-sniff.ts';
import { type MediaForm, storedMediaForm } from '../../src/lib/media-types.ts';
import { readMediaDuration } from './duration.ts';

export class UploadError extends Error {
  readonly status: 400 | 413;
  readonly code: ApiErrorCode;

  constructor(status: 400 | 413, code: ApiErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const fileTooLargeMessage = 'File size exceeds the maximum allowed limit';
export const unsupportedTypeMessage = (type: string): string => `File type "${type}" is not supported`;

export interface SavedUpload {
  bucket: MediaBucket;
  fileName: string;
  /** The type the content really is (and is served as), whatever the browser declared. */
  contentType: string;
  size: number;
  kind: SniffedKind;
  duration: number | null;
}

export interface SaveUploadOptions {
  uploadsDir: string;
  originalName: string;
  declaredType: string;
  maxBytes: number;
  now?: Date;
}

/** How many first bytes of an upload decide what it really is. */
export const sniffBytes = 64;

/**
 * What an upload is, from its first bytes (`head`): refused when empty or when its content is not
 * the declared kind; its stored extension and served type come from the content.
 */
export function classifyUpload(
  head: Buffer,
  size: number,
  declaredType: string,
): { kind: SniffedKind; bucket: MediaBucket; form: MediaForm } {
  if (size === 0) throw new UploadError(400, 'empty_file', 'The file is empty. Please choose another file.');
  const kind = sniffMediaKind(new Uint8Array(head.subarray(0, sniffBytes)));
  const bucket = bucketForMimeType(declaredType);
  const form = contentMatchesType(kind, declaredType) ? storedMediaForm(kind, bucket) : null;
  if (!form) {
    const message = `${unsupportedTypeMessage(declaredType)}: its content is not that kind of file.`;
    throw new UploadError(400, 'unsupported_type', message);
  }
  return { kind, bucket, form };
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}

/**
 * Streams an upload to a temporary file (never holding it in memory), stopping as soon as it
 * passes the limit; checks its first bytes against the declared type; then links it into
 * DATA_DIR/uploads/<bucket>/ under a fresh name (a link never replaces an existing file).
 * Whatever fails, no file is left behind.
 */
export async function saveUpload(
  body: ReadableStream<Uint8Array>,
  options: SaveUploadOptions,
): Promise<SavedUpload> {
  const tmpDir = path.join(options.uploadsDir, '.tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > options.maxBytes) return done(new UploadError(413, 'too_large', fileTooLargeMessage));
      if (headBytes < sniffBytes) {
        head.push(chunk.subarray(0, sniffBytes - headBytes));
        headBytes += Math.min(chunk.length, sniffBytes - headBytes);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body), counter, createWriteStream(tmp, { flags: 'wx' }));
    const { kind, bucket, form } = classifyUpload(Buffer.concat(head), size, options.declaredType);
    const dir = path.join(options.uploadsDir, bucket);
    await fs.mkdir(dir, { recursive: true });
    const unique = randomBytes(3).toString('hex');
    const fileName = storedFileName(options.originalName, options.now ?? new Date(), unique, form.extension);
    await fs.link(tmp, path.join(dir, fileName));
    await removeQuietly(tmp);
    const duration = bucket === 'images' ? null : await readMediaDuration(path.join(dir, fileName), kind);
    return { bucket, fileName, contentType: form.contentType, size, kind, duration };
  } catch (error) {
    await removeQuietly(tmp);
    throw error;
  }
}

/** Whether a bucket and name are ones the uploader could have made (never leaving the bucket). */
export function isStoredName(bucket: string, fileName: string): boolean {
  if (!['videos', 'audio', 'images'].includes(bucket)) return false;
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(fileName) && !fileName.includes('..');
}

/** The path of a stored file, or null when the name could leave its bucket. */
export function storedFilePath(uploadsDir: string, bucket: string, fileName: string): string | null {
  return isStoredName(bucket, fileName) ? path.join(uploadsDir, bucket, fileName) : null;
}

/** Removes a stored file; a file that is already gone is fine. */
export async function removeStoredFile(uploadsDir: string, bucket: string, fileName: string): Promise<void> {
  const file = storedFilePath(uploadsDir, bucket, fileName);
  if (!file) throw new Error(`not a stored file name: ${bucket}/${fileName}`);
  await fs.rm(file, { force: true });
}
