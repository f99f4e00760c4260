/**
 * What a file really is, from its first bytes (checked as well as the declared type: a renamed
 * program with a video name is refused). Needs at least the first 16 bytes; 64 are better.
 */
export type SniffedKind =
  | 'mp4'
  | 'quicktime'
  | 'm4a'
  | 'webm'
  | 'ogg'
  | 'avi'
  | 'wav'
  | 'mp3'
  | 'aac'
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'svg'
  | 'executable'
  | 'unknown';

const ascii = (b: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...b.subarray(start, start + length));

export function sniffMediaKind(bytes: Uint8Array): SniffedKind {
  const b = bytes;
  if (b.length < 4) return 'unknown';
  if (ascii(b, 0, 2) === 'MZ' || (b[0] === 0x7f && ascii(b, 1, 3) === 'ELF') || ascii(b, 0, 2) === '#!')
    return 'executable';
  if ((b[0] === 0xcf || b[0] === 0xce) && b[1] === 0xfa && b[2] === 0xed && b[3] === 0xfe)
    return 'executable';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4);
    if (brand === 'qt  ') return 'quicktime';
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'm4a';
    return 'mp4';
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'webm';
  if (ascii(b, 0, 4) === 'OggS') return 'ogg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF') {
    const form = ascii(b, 8, 4);
    if (form === 'AVI ') return 'avi';
    if (form === 'WAVE') return 'wav';
    if (form === 'WEBP') return 'webp';
  }
  if (ascii(b, 0, 3) === 'ID3') return 'mp3';
  if (b[0] === 0xff && (b[1]! & 0xf6) === 0xf0) return 'aac';
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return 'mp3';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return 'png';
  if (ascii(b, 0, 4) === 'GIF8') return 'gif';
  if (ascii(b, 0, 2) === 'BM') return 'bmp';
  const text = new TextDecoder()
    .decode(b.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'svg';
  if (text.startsWith('<?xml')) return 'svg';
  return 'unknown';
}

const kindsByFamily: Record<'video' | 'audio' | 'image', readonly SniffedKind[]> = {
  // An .ogg or .mp4 may hold sound only; a video/ type with such content is still fine.
  video: ['mp4', 'quicktime', 'm4a', 'webm', 'ogg', 'avi'],
  audio: ['mp3', 'aac', 'wav', 'ogg', 'm4a', 'mp4', 'webm'],
  image: ['jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'],
};

/** Whether the content's kind fits the declared type's family (video/, audio/ or image/). */
export function contentMatchesType(kind: SniffedKind, declaredType: string): boolean {
  const family = declaredType.trim().toLowerCase().split('/')[0] as keyof typeof kindsByFamily;
  return kindsByFamily[family]?.includes(kind) ?? false;
}
