import type { Locale } from '../../i18n/locales.ts';
import { stripSurroundingQuotes } from '../content-rules.ts';
import type { ImportProblem } from '../devotionals/bulk.ts';
import { checkProverb, type ProverbFields, proverbKey } from './proverb.ts';

/**
 * The bulk proverbs format (also in docs/features.md): blocks separated by blank lines, one proverb a
 * block. Prefixes are optional and case-insensitive:
 *
 *   Proverb: A soft answer turneth away wrath.
 *   Meaning: (or "What it means:")
 *   Why it matters: (or "Importance:")
 *   Reference: Proverbs 15:1 (or "Source:", "Attribution:")
 *
 * A line without a prefix fills the first empty field in that order (proverb, meaning, why it
 * matters, reference). Quotes around a value are stripped.
 */
export interface ParsedProverb {
  proverb: string;
  meaning: string;
  whyItMatters: string;
  reference: string;
  /** Lines left over once all four fields were filled. */
  extraLines: string[];
}

type Field = 'proverb' | 'meaning' | 'whyItMatters' | 'reference';
const order: readonly Field[] = ['proverb', 'meaning', 'whyItMatters', 'reference'];

const prefixes: Array<[RegExp, Field]> = [
  [/^proverb\s*:/i, 'proverb'],
  [/^meaning\s*:/i, 'meaning'],
  [/^what\s+it\s+means\s*:/i, 'meaning'],
  [/^why\s+it\s+matters\s*:/i, 'whyItMatters'],
  [/^importance\s*:/i, 'whyItMatters'],
  [/^reference\s*:/i, 'reference'],
  [/^source\s*:/i, 'reference'],
  [/^attribution\s*:/i, 'reference'],
];

function parseBlock(lines: readonly string[]): ParsedProverb {
  const record: ParsedProverb = { proverb: '', meaning: '', whyItMatters: '', reference: '', extraLines: [] };
  for (const line of lines) {
    const match = prefixes.find(([pattern]) => pattern.test(line));
    if (match) {
      record[match[1]] = stripSurroundingQuotes(line.replace(match[0], ''));
      continue;
    }
    const slot = order.find((field) => record[field] === '');
    if (slot) record[slot] = stripSurroundingQuotes(line);
    else record.extraLines.push(line);
  }
  return record;
}

/** Splits pasted text into proverb blocks (blank lines between them). */
export function parseBulkProverbs(text: string): ParsedProverb[] {
  const blocks: string[][] = [[]];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') {
      if (blocks.at(-1)!.length > 0) blocks.push([]);
      continue;
    }
    blocks.at(-1)!.push(line);
  }
  return blocks.filter((b) => b.length > 0).map(parseBlock);
}

export interface ProverbImportPlan {
  accepted: ProverbFields[];
  duplicates: number;
  errors: ImportProblem[];
}

/**
 * Decides what an import saves: records missing a required field (or with lines that fit nowhere)
 * are errors; a proverb already saved in the same language or earlier in the paste
 * (case-insensitive) is skipped. Every accepted proverb is in `locale`.
 */
export function planProverbImport(
  records: readonly ParsedProverb[],
  existingProverbs: readonly string[],
  locale: Locale,
): ProverbImportPlan {
  const seen = new Set(existingProverbs.map(proverbKey));
  const plan: ProverbImportPlan = { accepted: [], duplicates: 0, errors: [] };
  records.forEach((record, index) => {
    const title = record.proverb;
    if (record.extraLines.length > 0) {
      plan.errors.push({
        record: index + 1,
        title,
        message: `Too many lines: "${record.extraLines[0]}" does not fit. Separate proverbs with a blank line.`,
      });
      return;
    }
    const checked = checkProverb({ ...record, reference: record.reference || null, locale });
    if (!checked.ok) {
      plan.errors.push({ record: index + 1, title, message: checked.message });
      return;
    }
    const key = proverbKey(checked.value.proverb);
    if (seen.has(key)) {
      plan.duplicates += 1;
      return;
    }
    seen.add(key);
    plan.accepted.push(checked.value);
  });
  return plan;
}
