import type { MediaBucket } from './media.ts';
import type { SniffedKind } from './media-sniff.ts';

/**
 * What an uploaded file is stored and served as. Both come from the file's content (its sniffed
 * kind), never from the name or type the browser sent, so a file can only ever be served as the
 * image, sound or video it really is: never as script, HTML, CSS or XML.
 */
export interface MediaForm {
  extension: string;
  contentType: string;
}

type Family = 'video' | 'audio' | 'image';

/** Per kind: its extension, and its served type in each family (a `.webm` may be sound only). */
const forms: Partial<
  Record<SniffedKind, { extension: string; video?: string; audio?: string; image?: string }>
> = {
  mp4: { extension: 'mp4', video: 'video/mp4', audio: 'audio/mp4' },
  quicktime: { extension: 'mov', video: 'video/quicktime' },
  m4a: { extension: 'm4a', video: 'video/mp4', audio: 'audio/mp4' },
  webm: { extension: 'webm', video: 'video/webm', audio: 'audio/webm' },
  ogg: { extension: 'ogg', video: 'video/ogg', audio: 'audio/ogg' },
  avi: { extension: 'avi', video: 'video/x-msvideo' },
  wav: { extension: 'wav', audio: 'audio/wav' },
  mp3: { extension: 'mp3', audio: 'audio/mpeg' },
  aac: { extension: 'aac', audio: 'audio/aac' },
  jpeg: { extension: 'jpg', image: 'image/jpeg' },
  png: { extension: 'png', image: 'image/png' },
  gif: { extension: 'gif', image: 'image/gif' },
  webp: { extension: 'webp', image: 'image/webp' },
  bmp: { extension: 'bmp', image: 'image/bmp' },
  svg: { extension: 'svg', image: 'image/svg+xml' },
};

const familyOfBucket: Record<MediaBucket, Family> = { videos: 'video', audio: 'audio', images: 'image' };

/** How a file of this content goes into a bucket, or null when that content has no place there. */
export function storedMediaForm(kind: SniffedKind, bucket: MediaBucket): MediaForm | null {
  const form = forms[kind];
  const contentType = form?.[familyOfBucket[bucket]];
  return form && contentType ? { extension: form.extension, contentType } : null;
}

/**
 * The type a stored file is served with, from its extension and bucket (the extension was set from
 * the content when it was stored). Null for anything else, such as a file stored before that rule:
 * it is then sent as a download of unknown type.
 */
export function servedMediaType(bucket: MediaBucket, fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  for (const form of Object.values(forms)) {
    if (form.extension === extension) return form[familyOfBucket[bucket]] ?? null;
  }
  return null;
}

/** SVG can carry script: it is only ever sent as a sandboxed download (an <img> still shows it). */
export function isScriptableImage(contentType: string): boolean {
  return contentType === 'image/svg+xml';
}
