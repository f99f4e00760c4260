/** A devotional's attached media (kept here so this small browser module imports nothing). */
export type MediaType = 'none' | 'audio' | 'video';

/** Who may play a devotional's media, and what others see (no zod here: page scripts use it). */

/**
 * Media plays only from this site ("/media-files/...") or over https; anything else (http:,
 * javascript:, data:) is refused when saved and never rendered.
 */
export function isPlayableMediaUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The plan feature that opens a devotional's media: audio devotionals, or premium devotionals for video. */
export function mediaFeature(type: Exclude<MediaType, 'none'>): 'audioDevotionals' | 'premiumDevotionals' {
  return type === 'audio' ? 'audioDevotionals' : 'premiumDevotionals';
}

/**
 * What a visitor without the plan sees in place of a devotional's player: its icon, and the words
 * (in the page's language) for audio or video.
 */
export function mediaLockedMessage(
  type: Exclude<MediaType, 'none'>,
  words: { audio: string; video: string },
): { icon: string; text: string } {
  return type === 'audio' ? { icon: '🎧', text: words.audio } : { icon: '🎬', text: words.video };
}
