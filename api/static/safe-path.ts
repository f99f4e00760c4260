import path from 'node:path';

/** Files the build writes for the server, not for browsers (paths inside the build). */
const privateFiles = new Set(['build-info.json', 'static-files.json']);

/** Maps a URL path onto a path inside the build, or null when it could escape it. */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s.length > 0))) return null;
  return path.posix.normalize(decoded).replace(/^\/+/, '');
}

/** Whether a path inside the build (as safeRelativePath gives it) is the server's own. */
export function isPrivateBuildFile(relativePath: string): boolean {
  return privateFiles.has(relativePath);
}

/**
 * The address a page without its trailing slash redirects to: the same path with repeated slashes
 * made single (so `//about` can never become the off-site `//about/`) and a slash added.
 */
export function trailingSlashLocation(urlPath: string, search: string): string {
  return `${urlPath.replace(/\/{2,}/g, '/')}/${search}`;
}
