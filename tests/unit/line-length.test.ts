import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** Code and markup files (data, documents, pictures and the compiled messages aside). */
const codeFile = /\.(ts|tsx|astro|mjs|js|css|sh)$/;
const limit = 120;

it(`keeps every line of code under ${limit} characters`, () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => codeFile.test(file) && !/^src\/paraglide(-node)?\//.test(file));
  expect(files.length).toBeGreaterThan(100);
  const long: string[] = [];
  for (const file of files) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if ([...line].length >= limit) long.push(`${file}:${i + 1} (${[...line].length})`);
      });
  }
  expect(long).toEqual([]);
});
