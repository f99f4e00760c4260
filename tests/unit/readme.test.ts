import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (file: string): string => readFileSync(new URL(file, root), 'utf8');
const readme = read('README.md');

/** The README's section headings (## and ###), code blocks aside. */
function headings(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```$/gm, '')
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));
}

describe('README.md', () => {
  it('is read in ten minutes: under 500 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(500);
  });

  it('keeps what an owner needs, and points to docs/ for the rest', () => {
    expect(headings(readme)).toEqual(
      expect.arrayContaining([
        'Requirements',
        'The two commands',
        'Settings',
        'Deploying on a VPS',
        'Logs and metrics',
        'Rollback',
        'Backups',
        'PostgreSQL',
        'Growing past one server',
      ]),
    );
    for (const moved of ['API', 'Budgets', 'Builds', 'How it fits together', 'Accounts', 'Security'])
      expect(headings(readme)).not.toContain(moved);
    const linked = [...readme.matchAll(/\]\((docs\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(linked).toEqual(
      expect.arrayContaining(['docs/api.md', 'docs/budgets.md', 'docs/architecture.md', 'docs/features.md']),
    );
    for (const file of linked) expect(existsSync(new URL(file, root)), file).toBe(true);
  });

  it('has the API reference, the budgets and the design notes in docs/', () => {
    expect(headings(read('docs/api.md'))).toContain('API');
    expect(headings(read('docs/budgets.md'))).toContain('Budgets');
    expect(headings(read('docs/architecture.md'))).toEqual(
      expect.arrayContaining(['How it fits together', 'Builds', 'Folder layout']),
    );
    expect(headings(read('docs/features.md'))).toEqual(
      expect.arrayContaining(['Accounts', 'Families', 'Security', 'Plans and payments']),
    );
  });

  it('keeps no dated bench history: the bench prints the figures of today', () => {
    for (const file of ['README.md', 'docs/budgets.md']) {
      const text = read(file);
      expect(text, file).not.toMatch(/\b(last|earlier) (two )?(quiet )?runs?\b/i);
      expect(text.replace(/bsb-backup-[\dT:Z-]+/g, ''), file).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    }
  });
});
