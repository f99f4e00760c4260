/**
 * The word helper's share of a chapter page's HTML (budget: at most 10%): the marks of old words
 * (`<span class="w">`), the `data-words` attribute and the word helper's line above the text,
 * against the same page without them. Measured on every chapter page of a build, by `npm run bench`
 * and by tests/e2e/glossary.spec.ts.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../config/settings.ts';

export const glossaryShareBudget = 0.1;

const mark = /<span class="w"(?: data-w="[^"]*")?>([^<]*)<\/span>/g;
const helperLine = /<p[^>]*\bdata-word-helper-line\b[^>]*>[\s\S]*?<\/a>\s*<\/p>/;

/** A chapter page's HTML as it would be without the word helper. */
export function withoutGlossary(html: string): string {
  return html
    .replace(mark, '$1')
    .replace(helperLine, '')
    .replace(/ data-words(?=[\s>])/, '');
}

export interface GlossaryShare {
  pages: number;
  marks: number;
  mean: number;
  max: { page: string; share: number; bytes: number; marks: number };
}

/**
 * The word helper's share of each chapter page of a build whose version has a glossary
 * (`bible/{kjv|asv}/{book}/{n}/index.html`, `es/bible/rv1909/...`).
 */
export function measureGlossaryShare(distDir: string): GlossaryShare {
  const result: GlossaryShare = {
    pages: 0,
    marks: 0,
    mean: 0,
    max: { page: '', share: 0, bytes: 0, marks: 0 },
  };
  let sum = 0;
  for (const version of ['bible/kjv', 'bible/asv', 'es/bible/rv1909']) {
    const bible = distDir;
    // A build without Spanish pages (an older one) has no es/bible.
    if (!existsSync(path.join(bible, version))) continue;
    for (const book of readdirSync(path.join(bible, version), { withFileTypes: true })) {
      if (!book.isDirectory()) continue;
      for (const chapter of readdirSync(path.join(bible, version, book.name), { withFileTypes: true })) {
        if (!chapter.isDirectory()) continue;
        const html = readFileSync(path.join(bible, version, book.name, chapter.name, 'index.html'), 'utf8');
        const plain = withoutGlossary(html);
        const bytes = Buffer.byteLength(html) - Buffer.byteLength(plain);
        const share = bytes / Buffer.byteLength(plain);
        const marks = html.match(mark)?.length ?? 0;
        result.pages += 1;
        result.marks += marks;
        sum += share;
        if (share > result.max.share)
          result.max = { page: `/${version}/${book.name}/${chapter.name}/`, share, bytes, marks };
      }
    }
  }
  result.mean = result.pages ? sum / result.pages : 0;
  return result;
}

const percent = (n: number): string => `${(n * 100).toFixed(1)}%`;

/** `npm run bench`: the word helper's share of the chapter pages of the live build. */
export async function measureGlossaryMarks(_base: string, settings: Settings): Promise<void> {
  const share = measureGlossaryShare(realpathSync(path.join(settings.dataDir, 'builds', 'current')));
  console.log("\n## Word helper: share of a chapter page's HTML (budget 10%)\n");
  console.log(
    `${share.pages} chapter pages, ${share.marks} marks; mean ${percent(share.mean)}, largest ` +
      `${percent(share.max.share)} (${share.max.page}: ${share.max.marks} marks, ${share.max.bytes} bytes)` +
      (share.max.share > glossaryShareBudget ? ' OVER' : ''),
  );
}
