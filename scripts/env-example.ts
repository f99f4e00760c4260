// `npm run env:example`: writes .env.example from the settings schema in config/settings.ts (each setting
// commented with its meaning and default, all of them commented out).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { settingNames, settingsEnv } from '../config/settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settingsFile = path.join(root, 'config', 'settings.ts');
export const envExampleFile = path.join(root, '.env.example');

export interface SettingDoc {
  name: string;
  meaning: string;
  /** What the README and .env.example show as the default; null when there is none. */
  defaultText: string | null;
  /** The default as a value one could write in .env; null when it is computed or there is none. */
  literalDefault: string | null;
}

/** The JSDoc of each property of the `settingsEnv` object literal in config/settings.ts. */
function readJsDocs(): Map<string, { meaning: string; defaultTag: string | null }> {
  const source = ts.createSourceFile(
    settingsFile,
    readFileSync(settingsFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  let literal: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'settingsEnv' &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const argument = node.initializer.arguments[0];
      if (argument && ts.isObjectLiteralExpression(argument)) literal = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!literal) throw new Error('config/settings.ts: no `settingsEnv = z.object({ ... })` found');
  const docs = new Map<string, { meaning: string; defaultTag: string | null }>();
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const jsDoc = ts.getJSDocCommentsAndTags(property).find(ts.isJSDoc);
    const meaning = ts.getTextOfJSDocComment(jsDoc?.comment)?.replace(/\s+/g, ' ').trim() ?? '';
    const tag = ts.getJSDocTags(property).find((t) => t.tagName.text === 'default');
    const defaultTag = tag ? (ts.getTextOfJSDocComment(tag.comment)?.trim() ?? null) : null;
    docs.set(property.name.text, { meaning, defaultTag });
  }
  return docs;
}

function literalDefault(schema: z.ZodType): string | null {
  if (!(schema instanceof z.ZodDefault)) return null;
  const value: unknown = schema.def.defaultValue;
  if (value === null || (Array.isArray(value) && value.length === 0)) return null;
  return String(value);
}

/** Every setting with its meaning and default, in schema order; throws when one has no JSDoc. */
export function settingDocs(): SettingDoc[] {
  const docs = readJsDocs();
  return settingNames.map((name) => {
    const doc = docs.get(name);
    if (!doc?.meaning)
      throw new Error(`config/settings.ts: the setting ${name} needs a JSDoc line saying what it means`);
    const literal = literalDefault(settingsEnv.shape[name]);
    return { name, meaning: doc.meaning, defaultText: doc.defaultTag ?? literal, literalDefault: literal };
  });
}

/** Comment lines of at most 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length > 1 && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** A value as .env reads it back (quoted when it holds spaces). */
const envValue = (value: string | null): string =>
  value === null ? '' : /[\s#"']/.test(value) ? JSON.stringify(value) : value;

/** The text of .env.example. */
export function renderEnvExample(): string {
  const header = [
    '# Settings of Bite Size Bible (see README.md, "Settings"). Copy this file to .env and uncomment',
    '# what you change; an empty value means the default.',
    '# Written from config/settings.ts by `npm run env:example`: change the schema, not this file.',
  ];
  const blocks = settingDocs().map((s) =>
    [
      ...comment(s.meaning),
      `# Default: ${s.defaultText ?? '(none)'}`,
      `# ${s.name}=${envValue(s.literalDefault)}`,
    ].join('\n'),
  );
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(envExampleFile, renderEnvExample());
  console.log(`Wrote ${path.relative(process.cwd(), envExampleFile) || envExampleFile}`);
}
