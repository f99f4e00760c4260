/**
 * `npm run db:copy -- --to postgres://user:pass@host:5432/name`: copies the site's SQLite database
 * (DATA_DIR/app.db, or `--from <file>`) into an empty PostgreSQL database, then prints the row
 * counts of every table. See docs/postgresql.md.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dataPaths } from '../config/settings.ts';
import { openDatabase, openPostgres } from '../db/connection.ts';
import { CopyError, copySqliteToPostgres } from '../db/copy.ts';
import { runScript, ScriptError } from './run-script.ts';

await runScript(async (settings) => {
  let values: { to?: string; from?: string };
  try {
    ({ values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } }));
  } catch (error) {
    throw new ScriptError(
      `${error instanceof Error ? error.message : String(error)}\n` +
        'Usage: npm run db:copy -- --to postgres://user:pass@host:5432/name [--from DATA_DIR/app.db]',
    );
  }
  const to = values.to ?? '';
  if (!/^postgres(ql)?:\/\//.test(to)) {
    throw new ScriptError(
      'Usage: npm run db:copy -- --to postgres://user:pass@host:5432/name [--from DATA_DIR/app.db]',
    );
  }
  const from = values.from ?? dataPaths(settings).database;
  if (!existsSync(from))
    throw new ScriptError(`No SQLite database at ${from} (set DATA_DIR, or --from <file>).`);

  const source = openDatabase(from, { readonly: false });
  const target = openPostgres(to);
  const where = new URL(to);
  where.password = where.password ? '***' : '';
  console.log(`Copying ${from} into ${where.href} ...`);
  const started = Date.now();
  try {
    const result = await copySqliteToPostgres(source, target, { log: (line) => console.log(line) });
    const width = Math.max(...result.tables.map((t) => t.table.length));
    console.log(`\n${'table'.padEnd(width)}  ${'SQLite'.padStart(8)}  ${'PostgreSQL'.padStart(10)}`);
    for (const t of result.tables) {
      console.log(
        `${t.table.padEnd(width)}  ${String(t.sqliteRows).padStart(8)}  ${String(t.postgresRows).padStart(10)}`,
      );
    }
    const total = result.tables.reduce((sum, t) => sum + t.postgresRows, 0);
    console.log(
      `\nCopied ${total} rows in ${result.tables.length} tables ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; every count matches.`,
    );
    console.log('Next: set DATABASE_URL to this database and restart the server.');
  } catch (error) {
    if (error instanceof CopyError) throw new ScriptError(`db:copy: ${error.message}`);
    throw error;
  } finally {
    await target.close();
    await source.close();
  }
});
