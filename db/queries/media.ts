import type { Selectable } from 'kysely';
import type { MediaBucket, MediaFileInfo } from '../../src/lib/media.ts';
import type { AppDatabase } from '../connection.ts';
import type { MediaFilesTable } from '../tables/media.ts';

export interface MediaFile extends MediaFileInfo {
  filePath: string;
  uploadedBy: string | null;
  /** A video's poster: the stored name of its picture in the images bucket, or null. */
  poster: string | null;
}

function toMediaFile(r: Selectable<MediaFilesTable>): MediaFile {
  return {
    id: r.id,
    title: r.title,
    originalName: r.original_name,
    description: r.description,
    mimeType: r.mime_type,
    bucket: r.bucket_id,
    filePath: r.file_path,
    fileSize: r.file_size,
    duration: r.duration,
    uploadedBy: r.uploaded_by,
    poster: r.thumbnail_path,
    createdAt: r.created_at,
  };
}

/** Files newest first, optionally of one bucket. */
export async function listMediaFiles(db: AppDatabase, bucket?: MediaBucket): Promise<MediaFile[]> {
  let query = db.selectFrom('media_files').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (bucket) query = query.where('bucket_id', '=', bucket);
  return (await query.execute()).map(toMediaFile);
}

export async function findMediaFile(db: AppDatabase, id: string): Promise<MediaFile | null> {
  const row = await db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMediaFile(row) : null;
}

export async function findMediaByPath(
  db: AppDatabase,
  bucket: string,
  filePath: string,
): Promise<MediaFile | null> {
  const row = await db
    .selectFrom('media_files')
    .selectAll()
    .where('bucket_id', '=', bucket as MediaBucket)
    .where('file_path', '=', filePath)
    .executeTakeFirst();
  return row ? toMediaFile(row) : null;
}

export type NewMediaFile = Omit<MediaFile, 'createdAt' | 'poster'>;

export async function insertMediaFile(
  db: AppDatabase,
  f: NewMediaFile,
  now: Date = new Date(),
): Promise<MediaFile> {
  const row = await db
    .insertInto('media_files')
    .values({
      id: f.id,
      title: f.title,
      original_name: f.originalName,
      description: f.description,
      mime_type: f.mimeType,
      bucket_id: f.bucket,
      file_path: f.filePath,
      thumbnail_path: null,
      file_name: f.filePath,
      file_size: f.fileSize,
      duration: f.duration,
      uploaded_by: f.uploadedBy,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMediaFile(row);
}

/**
 * Sets a file's poster (a stored name in the images bucket) and answers the file with the poster it
 * replaced, or null when there is no such file.
 */
export async function setMediaPoster(
  db: AppDatabase,
  id: string,
  poster: string,
): Promise<{ file: MediaFile; replaced: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const updated = await trx
      .updateTable('media_files')
      .set({ thumbnail_path: poster })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { file: toMediaFile(updated), replaced: row.thumbnail_path };
  });
}

/**
 * Deletes a file's row, running `removeFile` inside the same transaction: when the file cannot be
 * removed the row stays, so the library never lists a file that is gone or hides one that is not.
 */
export async function deleteMediaFile(
  db: AppDatabase,
  id: string,
  removeFile: (f: MediaFile) => Promise<void>,
): Promise<MediaFile | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('media_files').where('id', '=', id).execute();
    const file = toMediaFile(row);
    await removeFile(file);
    return file;
  });
}
