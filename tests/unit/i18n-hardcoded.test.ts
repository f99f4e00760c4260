/**
 * No user-facing words written in the code: every page, component and island takes its words from
 * the message catalogues (messages/<locale>/*.json), so each language's pages are wholly in it.
 * Text between tags and the text attributes people read or hear (alt, title, aria-label,
 * placeholder, label) are checked in .astro and .tsx files; what is data (a name, a reference, a
 * symbol) is allowed below, by file and text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('src');
/** Folders whose files are not pages' words: compiled messages, build-time code. */
const skipDirs = new Set(['paraglide', 'paraglide-node', 'build']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return skipDirs.has(e.name) ? [] : files(full);
    return /\.(astro|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** Removes `{...}` expressions (balanced, strings and template literals inside skipped roughly). */
function withoutExpressions(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out;
}

/** A text people read: at least two letters in a row that make a word (not an entity or a symbol). */
const wordy = /\p{L}{2,}/u;
const textAttributes = /\s(?:alt|title|aria-label|placeholder|label|aria-description)="([^"]*)"/g;

/** The words written in a page, component or island's markup outside the catalogues. */
function hardCodedTexts(file: string, source: string): string[] {
  let markup = source;
  if (file.endsWith('.astro')) {
    markup = markup.replace(/^---[\s\S]*?\n---/, '');
    markup = markup.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  } else {
    // JSX: only what a component returns is markup; take the text between tags from the whole file.
    markup = markup.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  }
  markup = markup.replace(/<!--[\s\S]*?-->/g, '');
  const found: string[] = [];
  for (const [, value] of markup.matchAll(textAttributes)) if (wordy.test(value!)) found.push(value!);
  // In .astro the template's expressions are left out; in .tsx (where a component's markup is inside
  // its function's braces) text between tags that holds no code: no braces, `=`, `;` or `=>`.
  const plain = file.endsWith('.astro') ? withoutExpressions(markup) : markup;
  const between = file.endsWith('.astro') ? />([^<>]+)</g : />([^<>{}=;]+)<\/?[A-Za-z]/g;
  for (const [, text] of plain.matchAll(between)) {
    if (/\b(?:export|function|interface|const|return|import|extends)\b/.test(text!)) continue;
    // TypeScript between two angle brackets: a generic's type, a condition's branches.
    if (
      !file.endsWith('.astro') &&
      (/[?()]|\.\w+\(/.test(text!) || /^\s*(?:Promise|void|string)\b/.test(text!))
    )
      continue;
    const t = text!.replace(/&[a-z#0-9]+;/gi, ' ').trim();
    if (t && wordy.test(t)) found.push(t);
  }
  return found;
}

/** Files allowed to keep words in code, with why (data, not messages). */
const allowed: Record<string, RegExp> = {
  // The text-size symbol of the reading settings' button, the same in every language.
  'components/reading/ReadingSettings.astro': /^Aa$/,
  // The plan's name, a stand-in the session's plan replaces (src/scripts/user-area.ts).
  'components/site/UserArea.astro': /^Premium$/,
  // The shape of a Bible passage id the leader types (a placeholder, not words).
  'islands/groups/GroupForms.tsx': /^john:1-3$/,
};

describe('user-facing words live in the catalogues', () => {
  const all = files(root);
  it('finds the files', () => expect(all.length).toBeGreaterThan(100));
  const offenders = all
    .map((f) => {
      const rel = path.relative(root, f);
      const texts = hardCodedTexts(f, readFileSync(f, 'utf8')).filter((t) => !allowed[rel]?.test(t));
      return { rel, texts };
    })
    .filter((o) => o.texts.length > 0);
  it('no page, component or island writes words outside the catalogues', () => {
    expect(offenders.map((o) => `${o.rel}: ${o.texts.join(' | ')}`)).toEqual([]);
  });
});
