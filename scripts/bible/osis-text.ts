/**
 * Clean verse text from a SWORD module's OSIS markup (what `mod2imp` prints for a verse): the words
 * a reader sees in the verse, without Strong's tags, notes, headings or the markup's milestones.
 */

/** Elements dropped with their content: notes (with their references and readings) and headings. */
const droppedElements = ['note', 'title', 'speaker'];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of one verse: dropped elements and milestones become a space (a note often sits between
 * two words with none around it), other tags go and keep their words; then one space between
 * words and none before closing punctuation.
 */
export function osisVerseText(osis: string): string {
  let text = osis;
  for (const name of droppedElements) {
    text = text.replace(new RegExp(`<${name}\\b[^>]*(?<!/)>[\\s\\S]*?</${name}>`, 'g'), ' ');
  }
  return text
    .replace(/<[^>]*\/>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?’”)\]])/g, '$1')
    .trim();
}

export interface ImpEntry {
  /** The SWORD key as printed, e.g. "John 3:16" or "[ Module Heading ]". */
  key: string;
  text: string;
}

/** The entries of an IMP dump: `$$$key` lines, each followed by its text. */
export function* impEntries(imp: string): Generator<ImpEntry> {
  let key: string | null = null;
  let lines: string[] = [];
  for (const line of imp.split('\n')) {
    if (line.startsWith('$$$')) {
      if (key !== null) yield { key, text: lines.join('\n') };
      key = line.slice(3).trim();
      lines = [];
    } else if (key !== null) lines.push(line);
  }
  if (key !== null) yield { key, text: lines.join('\n') };
}
