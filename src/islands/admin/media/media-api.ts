import { m } from '#messages';
import { type ApiResult, apiRequest } from '../../../client/request.ts';
import { uploadWithProgress } from '../../../client/upload.ts';
import type { MediaFileInfo } from '../../../lib/media.ts';

export interface LibraryFile extends MediaFileInfo {
  url: string;
  /** A video's poster picture, or null. */
  posterUrl?: string | null;
}

export interface Library {
  files: LibraryFile[];
  summary: { totalFiles: number; videoFiles: number; audioFiles: number; totalSizeBytes: number };
  maxUploadBytes: number;
}

export function fetchLibrary(): Promise<ApiResult<Library>> {
  return apiRequest<Library>('GET', '/api/admin/media');
}

/** How long a chosen audio or video file plays, measured by the browser (null when it cannot tell). */
export function measureDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const el = document.createElement(file.type.startsWith('audio/') ? 'audio' : 'video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null): void => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    el.preload = 'metadata';
    el.onloadedmetadata = () => done(Number.isFinite(el.duration) ? Math.round(el.duration * 10) / 10 : null);
    el.onerror = () => done(null);
    el.src = url;
  });
}

/** Sends the file itself as the request body, reporting its progress. */
export function uploadMedia(
  file: File,
  meta: { title: string; description: string; duration: number | null },
  onProgress: (percent: number) => void,
): Promise<ApiResult<{ file: LibraryFile }>> {
  const query = new URLSearchParams({
    title: meta.title,
    description: meta.description,
    fileName: file.name,
  });
  if (meta.duration !== null) query.set('duration', String(meta.duration));
  return uploadWithProgress(
    `/api/admin/media/upload?${query}`,
    file,
    onProgress,
    m.admin_media_upload_failed(),
  );
}

/** Sends a video's poster picture (the file itself as the body); the server checks it like any upload. */
export function uploadPoster(fileId: string, poster: File): Promise<ApiResult<{ file: LibraryFile }>> {
  return apiRequest('PUT', `/api/admin/media/${encodeURIComponent(fileId)}/poster`, poster, {
    fallbackMessage: m.admin_media_upload_failed(),
  });
}
