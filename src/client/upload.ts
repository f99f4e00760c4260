import { type ApiResult, decodeAnswer } from './request.ts';

/**
 * Sends a file itself as the request body (the server streams it to disk), reporting real progress
 * through the upload events of XMLHttpRequest (fetch has none). The answer is decoded like any other.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  fallbackMessage: string,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
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
      resolve(decodeAnswer<T>(xhr.status, body, fallbackMessage));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, code: 'network', message: fallbackMessage });
    xhr.send(file);
  });
}
