/** Mobile truncation only: text over these lengths gets Read More. */
export const devotionalTextPreviewChars = 200;
export const reflectionPreviewChars = 150;

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * Shortens text longer than `max` characters to at most `max` characters plus "...", cutting at
 * the last space when one is near the end so that no word is split.
 */
export function truncateText(text: string, max: number): Truncated {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  let cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= max * 0.6) cut = cut.slice(0, lastSpace);
  return { text: `${cut.trimEnd().replace(/[,;:.\-–—]+$/, '')}...`, truncated: true };
}

/** Paragraphs of a plain text: split on blank lines, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
