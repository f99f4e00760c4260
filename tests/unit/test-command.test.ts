import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** The commands `npm test` runs, in order (scripts/test.sh, comments and settings aside). */
function testCommands(): string[] {
  return read('scripts/test.sh')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(npm|vitest|playwright)\b/.test(line));
}

describe('npm test', () => {
  it('runs the type check (npm run check) after Biome and before the tests', () => {
    const commands = testCommands();
    expect(commands).toContain('npm run check');
    expect(commands.indexOf('npm run check')).toBe(commands.indexOf('npm run lint') + 1);
    expect(commands.indexOf('npm run check')).toBeLessThan(commands.indexOf('vitest run'));
  });

  it('has `npm run check` run tsc and astro check, failing on errors', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.check).toMatch(/\btsc --noEmit\b/);
    expect(scripts.check).toMatch(/\bastro check\b/);
    expect(scripts.test).toBe('bash scripts/test.sh');
  });

  it('is what CI runs (.ci/run)', () => {
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });
});
