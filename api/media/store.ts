import { createReadStream, promises as fs } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  removeStoredFile,
  type SavedUpload,
  type SaveUploadOptions,
  saveUpload,
  storedFilePath,
} from './storage.ts';

/** What serving needs to know of a stored file before sending it. */
export interface StoredFileInfo {
  size: number;
  /** A quoted strong validator, the same for as long as the file is unchanged. */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live: the local folder DATA_DIR/uploads or an S3 bucket, chosen by the
 * settings. Routes and serving only use this, never knowing which one it is.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /**
   * Streams an upload in (never the whole file in memory), counting it against the limit and
   * checking its first bytes; whatever fails, nothing is left stored.
   */
  save(
    body: ReadableStream<Uint8Array>,
    options: Omit<SaveUploadOptions, 'uploadsDir'>,
  ): Promise<SavedUpload>;
  /** Removes a stored file; one that is already gone is fine. */
  remove(bucket: string, fileName: string): Promise<void>;
  /** The file's size and validators, or null when there is no such file (or no such name). */
  info(bucket: string, fileName: string): Promise<StoredFileInfo | null>;
  /** The bytes start..end (inclusive) of a stored file. */
  read(bucket: string, fileName: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
}

/** Uploads in a folder (DATA_DIR/uploads/<bucket>/<name>). */
export function createLocalStore(uploadsDir: string): MediaStore {
  const fileOf = (bucket: string, fileName: string): string => {
    const file = storedFilePath(uploadsDir, bucket, fileName);
    if (!file) throw new Error(`not a stored file name: ${bucket}/${fileName}`);
    return file;
  };
  return {
    kind: 'local',
    save: (body, options) => saveUpload(body, { ...options, uploadsDir }),
    remove: (bucket, fileName) => removeStoredFile(uploadsDir, bucket, fileName),
    async info(bucket, fileName) {
      const file = storedFilePath(uploadsDir, bucket, fileName);
      const stat = file ? await fs.stat(file).catch(() => null) : null;
      if (!stat?.isFile()) return null;
      return {
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    read: async (bucket, fileName, start, end) =>
      Readable.toWeb(
        createReadStream(fileOf(bucket, fileName), { start, end }),
      ) as ReadableStream<Uint8Array>,
  };
}
