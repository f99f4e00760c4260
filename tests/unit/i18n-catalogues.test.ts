import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';

const root = resolve(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
/** The catalogue areas: messages/<locale>/<area>.json. */
const areas = settings['plugin.inlang.messageFormat'].pathPattern.map(
  (p) => /^\.\/messages\/\{locale\}\/([a-z-]+)\.json$/.exec(p)?.[1] ?? `bad pattern ${p}`,
);
type Catalogue = Record<string, unknown>;
const catalogue = (locale: string, area: string): Catalogue => {
  const { $schema: _, ...messages } = JSON.parse(
    readFileSync(join(root, 'messages', locale, `${area}.json`), 'utf8'),
  ) as Catalogue;
  return messages;
};
/** The {placeholders} of a message, whether a plain text or a variant list. */
const placeholders = (message: unknown): string[] =>
  [...new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('the message catalogues', () => {
  it('list the same languages as src/i18n/locales.ts, English first', () => {
    expect(settings.locales).toEqual([...locales]);
    expect(settings.baseLocale).toBe('en');
  });

  it('have a file per area for every language and no file outside the areas', () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, 'messages', locale)).sort();
      expect(files).toEqual(areas.map((a) => `${a}.json`).sort());
    }
  });

  for (const area of areas) {
    it(`${area}: every key in every language, named after its area, with the same placeholders`, () => {
      const english = catalogue('en', area);
      for (const key of Object.keys(english)) expect(key).toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
      for (const locale of locales) {
        const messages = catalogue(locale, area);
        expect(Object.keys(messages).sort(), `${locale}/${area}.json keys`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, message] of Object.entries(messages)) {
          expect(JSON.stringify(message).replace(/[\s"[\]{}]/g, ''), `${locale} ${key}`).not.toBe('');
          expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[key]));
        }
      }
    });
  }
});

describe('the compiled messages in src/paraglide and src/paraglide-node', () => {
  const out = mkdtempSync(join(tmpdir(), 'paraglide-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.i18n as string;
  const commands = script.split(' && ').map((command) => command.split(' ').slice(1));

  it('are made by two compilations: one module per message for the browser, one per language', () => {
    expect(commands.map((args) => args[args.indexOf('--outdir') + 1])).toEqual([
      './src/paraglide',
      './src/paraglide-node',
    ]);
  });

  for (const args of commands) {
    const committedDir = join(root, args[args.indexOf('--outdir') + 1] ?? '');
    const name = committedDir.slice(root.length + 1);
    it(`${name} is what \`npm run i18n\` makes of the catalogues today (run it after editing messages/)`, () => {
      const made = join(out, basename(committedDir));
      const compile = [...args];
      compile[compile.indexOf('--outdir') + 1] = made;
      execFileSync(join(root, 'node_modules/.bin/paraglide-js'), compile, { cwd: root, stdio: 'pipe' });
      const list = (dir: string): string[] =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
          (f) => f.endsWith('.js') || f.endsWith('.ts'),
        );
      const committed = list(committedDir).sort();
      expect(committed).toEqual(list(made).sort());
      for (const file of committed)
        expect(readFileSync(join(committedDir, file), 'utf8'), file).toBe(
          readFileSync(join(made, file), 'utf8'),
        );
    }, 60_000);
  }
});
