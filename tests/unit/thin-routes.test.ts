import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const routesDir = join(root, 'api/routes');

/** SQL and transactions in a file: Kysely's query builders, raw `sql`, or a transaction opened. */
const dataAccess = /\.(selectFrom|updateTable|insertInto|deleteFrom|transaction)\(|\bsql`/g;

/** The lines of api/routes that run SQL or open a transaction themselves, as `file:line: text`. */
function dataAccessInRoutes(): string[] {
  return readdirSync(routesDir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) =>
      readFileSync(join(routesDir, name), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          line.match(dataAccess) ? [`api/routes/${name}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}

/** Every .ts file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('routes', () => {
  it('see SQL and transactions when a line has them', () => {
    expect('await deps.db.transaction().execute(async (trx) => {'.match(dataAccess)).not.toBeNull();
    expect("deps.db.selectFrom('users').select('pin_hash')".match(dataAccess)).not.toBeNull();
    expect('const rows = await listProfiles(deps.db, accountId);'.match(dataAccess)).toBeNull();
  });

  it('run no SQL and open no transaction: they validate, call a service or a query, and answer', () => {
    expect(dataAccessInRoutes()).toEqual([]);
  });

  it('say plan_limit in one place, with one status (403)', () => {
    const sayers = sourceFiles(join(root, 'api')).filter((file) =>
      readFileSync(file, 'utf8').includes("'plan_limit'"),
    );
    expect(sayers.map((file) => file.slice(root.length + 1))).toEqual(['api/http/errors.ts']);
    expect(readFileSync(join(root, 'api/http/errors.ts'), 'utf8')).toContain(
      "new ApiError(403, 'plan_limit', message)",
    );
  });
});
