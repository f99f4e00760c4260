import type pg from 'pg';
import type { PostgresHandle, SqliteHandle } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** A copy that cannot start or did not end as it should; its message is for the person at the terminal. */
export class CopyError extends Error {
  override name = 'CopyError';
}

export interface CopiedTable {
  table: string;
  sqliteRows: number;
  postgresRows: number;
}

export interface CopyResult {
  tables: CopiedTable[];
  /** Identity columns whose next value was set past the copied ids, as `table.column`. */
  sequences: string[];
}

// The migration tool's own tables: the target is migrated by its own run, not copied into.
const migrationTables = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Tables whose rows the migrations themselves create (a one-row state): the source's rows replace them. */
const migrationFilledTables = new Set(['site_build_state']);

interface TargetColumn {
  name: string;
  type: string;
  identity: boolean;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Tables of the target's public schema, parents before children (by their foreign keys). */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows
    .map((r) => r.name)
    .filter((name) => !migrationTables.has(name));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string): void => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function targetColumns(client: pg.PoolClient, table: string): Promise<TargetColumn[]> {
  const rows = (
    await client.query<{ name: string; type: string; identity: string; generated: string }>(
      `select column_name as name, data_type as type, is_identity as identity, is_generated as generated
       from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    )
  ).rows;
  // Generated columns (the Bible's search vector) are computed by PostgreSQL from the copied ones.
  return rows
    .filter((r) => r.generated !== 'ALWAYS')
    .map((r) => ({ name: r.name, type: r.type, identity: r.identity === 'YES' }));
}

/** A SQLite value as PostgreSQL takes it for a column of this type. */
function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  // bytea: better-sqlite3 reads blobs as Buffers, which pg sends as bytea.
  if (type === 'bytea' && typeof value === 'string') return Buffer.from(value);
  // jsonb: SQLite keeps the document as text; PostgreSQL parses the same text.
  if (type === 'jsonb' || type === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  // Flags are integers 0/1 on both databases; dates are text on both: they are copied as they are.
  return value;
}

/** How many rows each table of the target holds, for the tables that hold any. */
async function tablesWithRows(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const full: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query(`select 1 from ${quote(table)} limit 1`);
    if (rows.length > 0) full.push(table);
  }
  return full;
}

export interface CopyOptions {
  /** Progress lines for the person at the terminal. */
  log?: (line: string) => void;
  /** Rows sent in one INSERT at most. */
  batchRows?: number;
}

/**
 * Copies every table of an SQLite database into an empty PostgreSQL database: migrates the target,
 * refuses one that already holds rows, reads the source in one read transaction (a running server
 * may go on writing; the copy is the database of one moment), writes the target in one transaction
 * with parents before children, sets identity sequences past the copied ids, and compares the row
 * count of every table before it commits. Nothing is written to the target unless all of it is.
 */
export async function copySqliteToPostgres(
  source: SqliteHandle,
  target: PostgresHandle,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const log = options.log ?? (() => {});
  const sqlite = source.sqlite;

  const known = new Set(Object.keys(migrations));
  const applied = new Set(
    (sqlite.prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`).get()
      ? (sqlite.prepare('select name from kysely_migration').all() as { name: string }[])
      : []
    ).map((r) => r.name),
  );
  const missing = [...known].filter((name) => !applied.has(name));
  if (missing.length > 0) {
    throw new CopyError(
      `The SQLite database is not up to date (missing migrations: ${missing.join(', ')}). ` +
        'Run `npm run db:migrate` on it first (without DATABASE_URL).',
    );
  }
  const unknown = [...applied].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new CopyError(
      `The SQLite database has migrations this code does not know (${unknown.join(', ')}): ` +
        'copy with the code that wrote it.',
    );
  }

  await migrateToLatest(target.db);

  const client = await target.pool.connect();
  let readOpen = false;
  try {
    await client.query('begin');
    const tables = await tablesInOrder(client);
    const full = (await tablesWithRows(client, tables)).filter((table) => !migrationFilledTables.has(table));
    if (full.length > 0) {
      throw new CopyError(
        `The PostgreSQL database is not empty (rows in ${full.join(', ')}). db:copy only fills an empty ` +
          'database: create a new one (see docs/postgresql.md).',
      );
    }

    // The source's tables that hold data (the full-text index and SQLite's own tables are rebuilt or not needed).
    const sourceTables = (
      sqlite
        .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
        .all() as { name: string }[]
    )
      .map((r) => r.name)
      .filter((name) => !migrationTables.has(name) && !name.startsWith('bible_verses_fts'));
    const notInTarget = sourceTables.filter((name) => !tables.includes(name));
    if (notInTarget.length > 0)
      throw new CopyError(`The PostgreSQL schema has no table for ${notInTarget.join(', ')}.`);

    // One read transaction: every table is read as of the same moment, whatever a server writes meanwhile.
    sqlite.prepare('begin').run();
    readOpen = true;
    sqlite.prepare('select count(*) from sqlite_master').get();

    const sequences: string[] = [];
    const copied: { table: string; rows: number }[] = [];
    for (const table of tables) {
      if (migrationFilledTables.has(table)) await client.query(`delete from ${quote(table)}`);
      const columns = await targetColumns(client, table);
      const sourceColumns = new Set(
        (sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map(
          (r) => r.name,
        ),
      );
      const extra = [...sourceColumns].filter((name) => !columns.some((c) => c.name === name));
      if (extra.length > 0) throw new CopyError(`PostgreSQL's ${table} has no column ${extra.join(', ')}.`);
      const shared = columns.filter((c) => sourceColumns.has(c.name));
      const columnList = shared.map((c) => quote(c.name)).join(', ');
      const perBatch = Math.max(
        1,
        Math.min(options.batchRows ?? 1000, Math.floor(60_000 / Math.max(shared.length, 1))),
      );
      const select = sqlite.prepare(`select ${columnList} from ${quote(table)}`).raw(true);
      select.safeIntegers(false);
      let batch: unknown[][] = [];
      let rows = 0;
      const flush = async (): Promise<void> => {
        if (batch.length === 0) return;
        const params: unknown[] = [];
        const tuples = batch.map((row) => {
          const marks = row.map((value, i) => {
            params.push(convert(value, shared[i]?.type ?? 'text'));
            return `$${params.length}`;
          });
          return `(${marks.join(', ')})`;
        });
        const overriding = shared.some((c) => c.identity) ? ' overriding system value' : '';
        await client.query(
          `insert into ${quote(table)} (${columnList})${overriding} values ${tuples.join(', ')}`,
          params,
        );
        rows += batch.length;
        batch = [];
      };
      for (const row of select.iterate() as Iterable<unknown[]>) {
        batch.push(row);
        if (batch.length >= perBatch) await flush();
      }
      await flush();
      copied.push({ table, rows });

      for (const column of columns.filter((c) => c.identity)) {
        // The next id PostgreSQL gives is past every copied one (max + 1; 1 for an empty table).
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2),
            coalesce((select max(${quote(column.name)}) from ${quote(table)}), 0) + 1, false)`,
          [quote(table), column.name],
        );
        sequences.push(`${table}.${column.name}`);
      }
      if (rows > 0) log(`  ${table}: ${rows} rows`);
    }

    // The check: every table holds in PostgreSQL exactly the rows it held in SQLite at the read's moment.
    const result: CopiedTable[] = [];
    const mismatches: string[] = [];
    for (const { table } of copied) {
      const sqliteRows = Number(
        (sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n,
      );
      const postgresRows = Number(
        (await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`)).rows[0]?.n,
      );
      result.push({ table, sqliteRows, postgresRows });
      if (sqliteRows !== postgresRows)
        mismatches.push(`${table}: SQLite ${sqliteRows}, PostgreSQL ${postgresRows}`);
    }
    if (mismatches.length > 0)
      throw new CopyError(`Row counts differ, nothing was kept:\n  ${mismatches.join('\n  ')}`);
    await client.query('commit');
    return { tables: result, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    if (readOpen) sqlite.prepare('commit').run();
    client.release();
  }
}
