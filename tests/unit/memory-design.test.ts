/**
 * The memory design of the long-lived processes (docs/budgets.md, "Memory"), checked by what they
 * load, not by timing: the server (`api/server.ts`), `npm start` (scripts/start.ts) and `npm run
 * build` (scripts/build.ts) never load the database's preparation, which runs in a short-lived
 * process of its own (db/prepare-apart.ts), and Node gets the messages as one module per language
 * (`#messages`: src/paraglide-node), never the browser's one module per message.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Every module URL a fresh Node process loads when it imports these entry files without running them. */
function modulesLoadedBy(entries: string[]): string[] {
  const script = `
    import module from 'node:module';
    const loaded = [];
    module.registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    for (const entry of JSON.parse(process.env.ENTRIES)) await import(entry);
    process.stdout.write(JSON.stringify(loaded));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    // runScript (scripts/run-script.ts) runs nothing in the compile cache's warm-up.
    env: {
      ...process.env,
      BSB_COMPILE_WARM_UP: '1',
      ENTRIES: JSON.stringify(entries.map((e) => pathToFileURL(resolve(root, e)).href)),
    },
    encoding: 'utf8',
  });
  return (JSON.parse(out) as string[]).map((url) => url.replace(pathToFileURL(root).href, ''));
}

describe('the modules the long-lived processes load', () => {
  let loaded: string[];
  beforeAll(() => {
    loaded = modulesLoadedBy(['api/server.ts', 'scripts/start.ts', 'scripts/build.ts']);
  }, 60_000);

  it('are many: the server, npm start and npm run build were loaded', () => {
    expect(loaded).toContain('/api/server.ts');
    expect(loaded).toContain('/api/rebuild/site-rebuilder.ts');
    expect(loaded).toContain('/db/prepare-apart.ts');
  });

  it('leave out the migrations, the seeds and the Bible importer (prepared in a process of their own)', () => {
    expect(
      loaded.filter((url) => /^\/db\/(prepare\.ts|migrate\.ts|seeds\/|bible\/import)/.test(url)),
    ).toEqual([]);
  });

  it('get the messages as one module per language, never one module per message', () => {
    expect(loaded.filter((url) => url.startsWith('/src/paraglide/'))).toEqual([]);
    expect(loaded).toContain('/src/paraglide-node/messages/en.js');
    expect(loaded).toContain('/src/paraglide-node/messages/es.js');
  });
});
