/**
 * Pure text helpers of read-aloud: a block of text cut into pieces short enough to speak in one
 * utterance (some browsers stop a long utterance after about 15 seconds), and where a character of
 * the block's text lies among the text nodes it was joined from.
 */

export interface SpeechPiece {
  /** Where the piece starts in the block's text. */
  start: number;
  text: string;
}

/** The longest piece, in characters, before a sentence is cut at a comma or a space. */
export const maxPieceLength = 200;

/**
 * Cuts text into sentences (after . ! ? ; or : and a space), and a sentence longer than `max` at its
 * last comma or space before `max`. Pieces keep their place in the text; blank pieces are dropped.
 */
export function speechPieces(text: string, max: number = maxPieceLength): SpeechPiece[] {
  const pieces: SpeechPiece[] = [];
  const push = (start: number, end: number): void => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) pieces.push({ start: start + lead, text: trimmed });
  };
  const sentenceEnd = /[.!?;:]["'’”)]*\s+/g;
  let start = 0;
  const cut = (end: number): void => {
    while (end - start > max) {
      const window = text.slice(start, start + max);
      const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
      const stop = at > 0 ? start + at + 1 : start + max;
      push(start, stop);
      start = stop;
    }
    push(start, end);
    start = end;
  };
  for (const match of text.matchAll(sentenceEnd)) cut(match.index + match[0].length);
  cut(text.length);
  return pieces;
}

/**
 * The segment (text node) holding character `index` of the joined text of segments of these lengths,
 * and the offset inside it; null past the end.
 */
export function locate(
  lengths: readonly number[],
  index: number,
): { segment: number; offset: number } | null {
  if (index < 0) return null;
  let rest = index;
  for (let segment = 0; segment < lengths.length; segment++) {
    if (rest < lengths[segment]!) return { segment, offset: rest };
    rest -= lengths[segment]!;
  }
  return null;
}

/** The length of the word starting at `index` (up to the next space), when the browser gives none. */
export function wordLength(text: string, index: number): number {
  const match = /^\S+/.exec(text.slice(index));
  return match ? match[0].length : 0;
}
