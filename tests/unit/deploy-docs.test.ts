import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: { start: string };
};

describe("README's systemd units", () => {
  it("the service runs what `npm start` runs, on the project's pinned node", () => {
    const execStart = /^ExecStart=(.*)$/m.exec(readme)?.[1];
    expect(execStart).toBe(pkg.scripts.start.replace(/^node /, '/srv/bitesize/node_modules/.bin/node '));
  });

  it('the service needs the socket unit, so a restart keeps connections waiting', () => {
    expect(readme).toMatch(/^Requires=bitesize\.socket$/m);
    expect(readme).toMatch(/^ListenStream=127\.0\.0\.1:4321$/m);
  });
});
