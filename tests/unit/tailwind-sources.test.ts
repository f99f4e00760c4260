import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { expect, it } from 'vitest';

/**
 * src/styles/global.css names where Tailwind looks for class names (`source(none)` and `@source`),
 * instead of Tailwind walking the whole project, node_modules included, on every build. Checked with
 * Tailwind's own scanner (the version @tailwindcss/vite runs): every file that can carry class names
 * is scanned, the generated message modules are not.
 */
const root = path.resolve(import.meta.dirname, '../..');
const stylesheet = path.join(root, 'src/styles/global.css');
const generated = ['src/paraglide', 'src/paraglide-node'];
const markup = /\.(astro|tsx|ts|jsx|js|mdx|md|html|json)$/;

function walk(rel: string): string[] {
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) return generated.includes(child) ? [] : walk(child);
    return markup.test(entry.name) ? [child] : [];
  });
}

async function scannedFiles(): Promise<string[]> {
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base: path.dirname(stylesheet),
    onDependency: () => {},
  });
  expect(compiler.root).toBe('none');
  const scanner = new Scanner({ sources: compiler.sources });
  scanner.scan();
  return scanner.files.map((file) => path.relative(root, file).split(path.sep).join('/'));
}

it("scans the site's code and content for class names, and not the generated messages", async () => {
  const scanned = new Set(await scannedFiles());
  const wanted = [...walk('src'), ...walk('content')];
  expect(wanted.length).toBeGreaterThan(500);
  expect(wanted.filter((file) => !scanned.has(file))).toEqual([]);
  expect([...scanned].filter((file) => generated.some((dir) => file.startsWith(`${dir}/`)))).toEqual([]);
  // The project's other folders (the API, tests, the database's Bible text) hold no class names.
  expect([...scanned].filter((file) => !/^(src|content)\//.test(file))).toEqual([]);
});
