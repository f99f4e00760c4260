import type { ApiErrorBody } from '../../../lib/api-errors.ts';
import type { MediaFileInfo } from '../../../lib/media.ts';
import { type ApiResult, apiRequest } from '../../shared/api.ts';

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

/**
 * Sends the file itself as the request body (the server streams it to disk), reporting real
 * progress through the upload events of XMLHttpRequest.
 */
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
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/media/upload?${query}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300)
        return resolve({ ok: true, status: xhr.status, data: body as { file: LibraryFile } });
      const error = (body as Partial<ApiErrorBody> | null)?.error;
      resolve({
        ok: false,
        status: xhr.status,
        code: error?.code ?? 'http_error',
        message: error?.message ?? 'Failed to upload file',
      });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, code: 'network', message: 'Failed to upload file' });
    xhr.send(file);
  });
}

/** Sends a video's poster picture (the file itself as the body); the server checks it like any upload. */
export async function uploadPoster(fileId: string, poster: File): Promise<ApiResult<{ file: LibraryFile }>> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/media/${encodeURIComponent(fileId)}/poster`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': poster.type || 'application/octet-stream' },
      body: poster,
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: 'Failed to upload file' };
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { ok: true, status: res.status, data: body as { file: LibraryFile } };
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return {
    ok: false,
    status: res.status,
    code: error?.code ?? 'http_error',
    message: error?.message ?? 'Failed to upload file',
  };
}
