/**
 * The layout of a memory-verse tracing sheet: the verse cut into lines of whole words, as large as
 * fits one A4 or Letter sheet, each line to trace followed by an empty line to write it (when there
 * is room for both).
 */

/** The widths tried, in characters a line, from the largest letters to the smallest. */
export const lineWidths = [22, 28, 34, 42, 52] as const;

/**
 * How many rows of this width fit the sheet: a row's height grows with the letters, and the letters
 * shrink as a line holds more characters (about 190 mm of rows once the heading is printed).
 */
export function rowsThatFit(charsPerLine: number): number {
  return Math.floor((charsPerLine * 190) / 480);
}

/** Words into lines of at most `width` characters (a longer word stands alone on its line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TracingLayout {
  charsPerLine: number;
  lines: string[];
  /** An empty writing line after each traced line. */
  practiceRows: boolean;
}

/** The largest letters whose lines fit: first with writing lines, then without, else the smallest. */
export function tracingLayout(text: string): TracingLayout {
  for (const practiceRows of [true, false]) {
    for (const charsPerLine of lineWidths) {
      const lines = wrapWords(text, charsPerLine);
      const rows = lines.length * (practiceRows ? 2 : 1);
      if (rows <= rowsThatFit(charsPerLine)) return { charsPerLine, lines, practiceRows };
    }
  }
  const charsPerLine = lineWidths[lineWidths.length - 1]!;
  return { charsPerLine, lines: wrapWords(text, charsPerLine), practiceRows: false };
}

/** The SVG coordinates of one row: a viewBox 1000 wide, letters sized so a full line fills it. */
export function rowGeometry(charsPerLine: number): { fontSize: number; height: number; baseline: number } {
  const fontSize = Math.round(1000 / (charsPerLine * 0.58));
  return { fontSize, height: Math.round(fontSize * 1.5), baseline: Math.round(fontSize * 1.1) };
}
