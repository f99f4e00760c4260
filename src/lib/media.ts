/** Media library rules: buckets, accepted types, size limit, search, the home video tabs. */
export type MediaBucket = 'videos' | 'audio' | 'images';
export const mediaBuckets: readonly MediaBucket[] = ['videos', 'audio', 'images'];

/** A library file as the admin API lists it and the media pages read it. */
export interface MediaFileInfo {
  id: string;
  title: string;
  originalName: string;
  description: string | null;
  mimeType: string;
  bucket: MediaBucket;
  fileSize: number;
  duration: number | null;
  createdAt: string;
}

/** A video's poster: a raster picture (an SVG could carry script), at most 5 MB (or the upload limit). */
export const posterTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const maxPosterBytes = 5 * 1024 * 1024;
export const posterTypeMessage = 'Please choose a JPEG, PNG, WebP or GIF picture for the poster.';

/** The picture a video shows before it plays when no poster was uploaded: the site's own art. */
export const defaultPosterUrl = '/art/empty/no-videos.svg';

/** The default upload limit: 45 MB (47185920 bytes); the server's is the MAX_UPLOAD_BYTES setting. */
export const defaultMaxUploadBytes = 47185920;

/**
 * Whether a declared MIME type is accepted. The spec lists video (mp4, webm, ogg, quicktime, avi,
 * mov), audio (mp3, wav, ogg, m4a, mpeg, mp4, aac) and image (jpeg, jpg, png, gif, webp, svg, bmp)
 * types "or any type starting with video/, audio/ or image/", so the family decides.
 */
export function isAcceptedMimeType(type: string): boolean {
  const [family, sub] = type.trim().toLowerCase().split('/');
  return (
    (family === 'video' || family === 'audio' || family === 'image') && !!sub && /^[a-z0-9.+-]+$/.test(sub)
  );
}

/** The bucket a type goes into: images, audio, else videos (the spec's default). */
export function bucketForMimeType(type: string): MediaBucket {
  const family = type.trim().toLowerCase().split('/')[0];
  if (family === 'image') return 'images';
  if (family === 'audio') return 'audio';
  return 'videos';
}

/** The drop zone of the media library takes video and audio only. */
export function isDropZoneType(type: string): boolean {
  const family = type.trim().toLowerCase().split('/')[0];
  return family === 'video' || family === 'audio';
}

/** The title prefilled from a file name: the name without its extension. */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/**
 * A safe stored file name: ASCII letters, digits, dot, dash and underscore only, no leading dots,
 * at most 100 characters, keeping the extension. Never empty.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const clean = (part: string): string =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/^[.-]+|[.-]+$/g, '');
  const ext =
    dot > 0
      ? clean(base.slice(dot + 1))
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 8)
          .toLowerCase()
      : '';
  const stem =
    clean(dot > 0 ? base.slice(0, dot) : base)
      .slice(0, 90)
      .replace(/[.-]+$/, '') || 'file';
  return ext ? `${stem}.${ext}` : stem;
}

/**
 * The stored name: a timestamp plus the sanitised original name (never overwriting another), with
 * `extension` (the one its content calls for) in place of whatever extension the name had.
 */
export function storedFileName(originalName: string, now: Date, unique: string, extension: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const clean = sanitizeFileName(originalName);
  const dot = clean.lastIndexOf('.');
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  return `${stamp}-${unique}-${stem}.${extension}`;
}

/** Bytes as MB with one decimal ("12.3"). */
export function formatMegabytes(bytes: number, locale?: string): string {
  const value = bytes / (1024 * 1024);
  if (!locale) return value.toFixed(1);
  const digits = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false } as const;
  return new Intl.NumberFormat(locale, digits).format(value);
}

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/** Where a stored file is served. */
export function mediaUrl(bucket: MediaBucket, filePath: string): string {
  return `/media-files/${bucket}/${encodeURIComponent(filePath)}`;
}

/** Files matching a search on title or original name, case-insensitive. */
export function matchesMediaSearch(file: { title: string; originalName: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return file.title.toLowerCase().includes(q) || file.originalName.toLowerCase().includes(q);
}

/** The home video library shows at most 4 videos. */
export const maxHomeVideos = 4;

/** The tab that opens first: the video whose title or original name contains the featured title. */
export function featuredVideoIndex(
  videos: ReadonlyArray<{ title: string; originalName: string }>,
  featuredTitle: string | null,
): number {
  const wanted = featuredTitle?.trim().toLowerCase();
  if (!wanted) return 0;
  const found = videos.findIndex(
    (v) => v.title.toLowerCase().includes(wanted) || v.originalName.toLowerCase().includes(wanted),
  );
  return found >= 0 ? found : 0;
}

/** A short tab label: the first words of the title, at most 24 characters, with an ellipsis. */
export function shortTabLabel(title: string, max = 24): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
