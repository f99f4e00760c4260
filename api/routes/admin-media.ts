import { randomBytes } from 'node:crypto';
import type { ReadableStream } from 'node:stream/web';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  deleteMediaFile,
  findMediaFile,
  insertMediaFile,
  listMediaFiles,
  type MediaFile,
  setMediaPoster,
} from '../../db/queries/media.ts';
import {
  isAcceptedMimeType,
  matchesMediaSearch,
  maxPosterBytes,
  mediaBuckets,
  mediaUrl,
  posterTypeMessage,
  posterTypes,
} from '../../src/lib/media.ts';
import { requireAdmin, requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, parseInput, readJsonBody } from '../http/errors.ts';
import { type SavedUpload, UploadError, unsupportedTypeMessage } from '../media/storage.ts';

const missingFileOrTitle = 'Please select a file and enter a title.';
const notInLibrary = 'That file is not in the library.';

const uploadQuery = z.object({
  title: z
    .string({ error: missingFileOrTitle })
    .trim()
    .min(1, missingFileOrTitle)
    .max(200, 'Keep the title under 200 characters.'),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters.').default(''),
  fileName: z
    .string({ error: missingFileOrTitle })
    .trim()
    .min(1, missingFileOrTitle)
    .max(255, 'That file name is too long.'),
  /** Seconds, as the browser measured them; used when the server cannot read the length itself. */
  duration: z.coerce
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});

const bulkDeleteSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, 'Select at least one file.').max(500),
});

export interface MediaView extends MediaFile {
  url: string;
  /** The video's poster picture, or null when it has none. */
  posterUrl: string | null;
}

const view = (f: MediaFile): MediaView => ({
  ...f,
  url: mediaUrl(f.bucket, f.filePath),
  posterUrl: f.poster ? mediaUrl('images', f.poster) : null,
});

/** The largest poster: 5 MB, or the upload limit when that is smaller. */
export const posterLimit = (maxUploadBytes: number): number => Math.min(maxPosterBytes, maxUploadBytes);

/** /api/admin/media: the media library (admins only). Uploads are the raw file as the request body. */
export function adminMediaRoutes(deps: AppDeps): Hono<AppEnv> {
  const store = deps.mediaStore;
  const maxBytes = deps.settings.maxUploadBytes;
  const remove = async (f: MediaFile): Promise<void> => {
    await store.remove(f.bucket, f.filePath);
    if (f.poster) await store.remove('images', f.poster);
  };

  /**
   * PUT /:id/poster: the raw picture as the body. Checked like every upload (declared type, sniffed
   * content, size counted while streaming); a failure leaves neither a stored picture nor a change.
   */
  async function uploadPoster(c: Context<AppEnv>): Promise<Response> {
    const id = c.req.param('id') ?? '';
    const video = await findMediaFile(deps.db, id);
    if (!video) throw new ApiError(404, 'not_found', notInLibrary);
    if (video.bucket !== 'videos') throw new ApiError(400, 'invalid_input', 'Only a video has a poster.');
    const declaredType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!posterTypes.includes(declaredType)) throw new ApiError(400, 'unsupported_type', posterTypeMessage);
    const body = c.req.raw.body;
    if (!body) throw new ApiError(400, 'invalid_input', posterTypeMessage);
    let saved: SavedUpload;
    try {
      saved = await store.save(body as ReadableStream<Uint8Array>, {
        originalName: `${video.filePath.replace(/\.[^.]*$/, '')}-poster`,
        declaredType,
        maxBytes: posterLimit(maxBytes),
      });
    } catch (error) {
      if (error instanceof UploadError) throw new ApiError(error.status, error.code, error.message);
      deps.log.error('poster upload failed', { error: String(error) });
      throw new ApiError(500, 'upload_failed', 'Failed to upload file');
    }
    let result: Awaited<ReturnType<typeof setMediaPoster>>;
    try {
      result = await setMediaPoster(deps.db, id, saved.fileName);
    } catch (error) {
      deps.log.error('poster upload: saving the row failed', { error: String(error) });
      result = null;
    }
    if (!result) {
      await store.remove(saved.bucket, saved.fileName).catch(() => undefined);
      throw new ApiError(500, 'upload_failed', 'Failed to upload file');
    }
    if (result.replaced && result.replaced !== saved.fileName) {
      const old = result.replaced;
      await store.remove('images', old).catch((error: unknown) => {
        deps.log.error('poster upload: removing the old poster failed', { file: old, error: String(error) });
      });
    }
    deps.rebuilder.requestRebuild(`media: poster for ${video.bucket}/${video.filePath}`);
    return c.json({ file: view(result.file) });
  }

  async function upload(c: Context<AppEnv>): Promise<Response> {
    const admin = requireAuth(c).user;
    const query = parseInput(uploadQuery, c.req.query());
    const declaredType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isAcceptedMimeType(declaredType))
      throw new ApiError(400, 'unsupported_type', unsupportedTypeMessage(declaredType || 'unknown'));
    // An announced size over the limit was refused before a byte was read (http/body-limit.ts);
    // the store counts the bytes as they stream in.
    const body = c.req.raw.body;
    if (!body) throw new ApiError(400, 'invalid_input', missingFileOrTitle);
    let saved: SavedUpload;
    try {
      saved = await store.save(body as ReadableStream<Uint8Array>, {
        originalName: query.fileName,
        declaredType,
        maxBytes,
      });
    } catch (error) {
      if (error instanceof UploadError) throw new ApiError(error.status, error.code, error.message);
      deps.log.error('media upload failed', { error: String(error) });
      throw new ApiError(500, 'upload_failed', 'Failed to upload file');
    }
    try {
      const file = await insertMediaFile(deps.db, {
        id: randomBytes(12).toString('hex'),
        title: query.title,
        originalName: query.fileName,
        description: query.description || null,
        mimeType: saved.contentType,
        bucket: saved.bucket,
        filePath: saved.fileName,
        fileSize: saved.size,
        duration: saved.duration ?? query.duration ?? null,
        uploadedBy: admin.id,
      });
      deps.rebuilder.requestRebuild(`media: uploaded ${file.bucket}/${file.filePath}`);
      return c.json({ file: view(file) }, 201);
    } catch (error) {
      await store.remove(saved.bucket, saved.fileName).catch(() => undefined);
      deps.log.error('media upload: saving the row failed', { error: String(error) });
      throw new ApiError(500, 'upload_failed', 'Failed to upload file');
    }
  }

  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const bucket = c.req.query('bucket');
      const q = c.req.query('q') ?? '';
      const all = await listMediaFiles(deps.db);
      const files = all.filter((f) => (!bucket || f.bucket === bucket) && matchesMediaSearch(f, q)).map(view);
      const summary = {
        totalFiles: all.length,
        videoFiles: all.filter((f) => f.bucket === 'videos').length,
        audioFiles: all.filter((f) => f.bucket === 'audio').length,
        totalSizeBytes: all.reduce((sum, f) => sum + f.fileSize, 0),
      };
      return c.json({ files, summary, maxUploadBytes: maxBytes, buckets: mediaBuckets }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/upload', upload)
    .put('/:id/poster', uploadPoster)
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      let deleted: MediaFile | null;
      try {
        deleted = await deleteMediaFile(deps.db, id, remove);
      } catch (error) {
        deps.log.error('media delete failed', { id, error: String(error) });
        throw new ApiError(500, 'delete_failed', 'Failed to delete the file. Please try again.');
      }
      if (!deleted) throw new ApiError(404, 'not_found', notInLibrary);
      deps.rebuilder.requestRebuild(`media: deleted ${deleted.bucket}/${deleted.filePath}`);
      return c.json({ ok: true });
    })
    .post('/bulk-delete', async (c) => {
      const { ids } = await readJsonBody(c, bulkDeleteSchema);
      const deleted: string[] = [];
      const failed: Array<{ id: string; message: string }> = [];
      for (const id of ids) {
        try {
          if (await deleteMediaFile(deps.db, id, remove)) deleted.push(id);
          else failed.push({ id, message: notInLibrary });
        } catch (error) {
          deps.log.error('media bulk delete: one file failed', { id, error: String(error) });
          failed.push({ id, message: 'Failed to delete the file. Please try again.' });
        }
      }
      if (deleted.length) {
        deps.rebuilder.requestRebuild(`media: deleted ${deleted.length} files`);
        return c.json({ deleted, failed });
      }
      // Nothing deleted: an error in the one shape, naming why.
      if (failed.every((f) => f.message === notInLibrary))
        throw new ApiError(404, 'not_found', 'None of those files are in the library.');
      throw new ApiError(
        500,
        'delete_failed',
        'None of the selected files could be deleted. Please try again.',
      );
    });
}
