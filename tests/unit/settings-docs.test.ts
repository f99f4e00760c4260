import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../../config/settings.ts';
import { envExampleFile, renderEnvExample, settingDocs } from '../../scripts/env-example.ts';

/** The rows of README's settings table: setting name and default cell. */
function readmeSettings(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm))
    rows.set(match[1]!, match[2]!.trim());
  return rows;
}

/** Names of the settings .env.example lists (as `# NAME=` lines). */
function envExampleNames(text: string): string[] {
  return [...text.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((m) => m[1]!);
}

describe('settings documentation', () => {
  it('has a meaning for every setting of the schema', () => {
    const docs = settingDocs();
    expect(docs.map((d) => d.name)).toEqual(settingNames);
    for (const doc of docs) expect(doc.meaning, doc.name).not.toBe('');
  });

  it('.env.example is the one `npm run env:example` writes from the schema', () => {
    const written = readFileSync(envExampleFile, 'utf8');
    expect(envExampleNames(written)).toEqual(settingNames);
    expect(written, 'run `npm run env:example`').toBe(renderEnvExample());
  });

  it("README's settings table lists exactly the schema's settings", () => {
    expect([...readmeSettings().keys()].sort()).toEqual([...settingNames].sort());
  });

  it("README's settings table shows each fixed default", () => {
    const rows = readmeSettings();
    for (const doc of settingDocs()) {
      const cell = rows.get(doc.name) ?? '';
      if (doc.literalDefault !== null) expect(cell, doc.name).toContain(`\`${doc.literalDefault}\``);
      else if (doc.defaultText === null) expect(cell, doc.name).toBe('(none)');
    }
  });
});
