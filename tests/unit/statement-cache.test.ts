import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce, keptReadsSize, StatementCache } from '../../db/fast/index.ts';

interface Db {
  verses: { id: number; book: string; text: string };
}

let cache: StatementCache;
let db: Kysely<Db>;
beforeEach(async () => {
  cache = new StatementCache(new SQLite(':memory:'), 3);
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cache }) });
  await sql`create table verses (id integer primary key, book text not null, text text not null)`.execute(db);
  await db
    .insertInto('verses')
    .values([
      { id: 1, book: 'john', text: 'For God so loved the world' },
      { id: 2, book: 'john', text: 'I am the light of the world' },
      { id: 3, book: 'psalms', text: 'The LORD is my shepherd' },
    ])
    .execute();
});
afterEach(async () => {
  await db.destroy();
});

const byBook = (book: string) =>
  db.selectFrom('verses').select(['id', 'text']).where('book', '=', book).orderBy('id').execute();

describe('the prepared statement cache', () => {
  it('prepares a query shape once and gives the same answers with new values', async () => {
    const before = cache.prepared;
    const john = await byBook('john');
    const psalms = await byBook('psalms');
    const johnAgain = await byBook('john');
    expect(cache.prepared - before).toBe(1);
    expect(john.map((r) => r.id)).toEqual([1, 2]);
    expect(psalms).toEqual([{ id: 3, text: 'The LORD is my shepherd' }]);
    expect(johnAgain).toEqual(john);
  });

  it('reuses a statement for writes too, each run seeing the last one', async () => {
    const update = (id: number, text: string) =>
      db.updateTable('verses').set({ text }).where('id', '=', id).executeTakeFirst();
    const before = cache.prepared;
    expect(Number((await update(1, 'a')).numUpdatedRows)).toBe(1);
    expect(Number((await update(2, 'b')).numUpdatedRows)).toBe(1);
    expect(Number((await update(9, 'c')).numUpdatedRows)).toBe(0);
    expect(cache.prepared - before).toBe(1);
    expect((await byBook('john')).map((r) => r.text)).toEqual(['a', 'b']);
  });

  it('keeps at most its size, dropping the least recently used, and answers the same after', async () => {
    const shapes = [
      () => byBook('john'),
      () => db.selectFrom('verses').select('id').where('id', '=', 1).execute(),
      () => db.selectFrom('verses').select('book').where('id', '>', 1).execute(),
      () => db.selectFrom('verses').select('text').where('id', '<', 3).execute(),
    ];
    const first = [];
    for (const run of shapes) first.push(await run());
    expect(cache.cached).toBe(3);
    // The first shape was the least recently used: it went, so it is prepared again.
    const before = cache.prepared;
    expect(await shapes[0]!()).toEqual(first[0]);
    expect(cache.prepared - before).toBe(1);
    // The last shape is still kept.
    expect(await shapes[3]!()).toEqual(first[3]);
    expect(cache.prepared - before).toBe(1);
    expect(cache.cached).toBe(3);
  });

  it('never hands out a statement still being iterated', () => {
    const text = 'select id from verses order by id';
    const outer = cache.prepare(text);
    const seen: number[] = [];
    for (const row of outer.iterate([]) as Iterable<{ id: number }>) {
      const inner = cache.prepare(text);
      expect(inner).not.toBe(outer);
      expect(inner.all([])).toHaveLength(3);
      seen.push(row.id);
    }
    expect(seen).toEqual([1, 2, 3]);
    // Done iterating: the kept statement is handed out again.
    expect(cache.prepare(text)).toBe(outer);
  });
});

describe('compiledOnce', () => {
  const byId = compiledOnce(1, (db, id: number) =>
    (db as unknown as Kysely<Db>).selectFrom('verses').select(['book', 'text']).where('id', '=', id),
  );

  it('answers as the query built each time does', async () => {
    const run = (id: number) => byId(db as never, id);
    expect(await run(3)).toEqual([{ book: 'psalms', text: 'The LORD is my shepherd' }]);
    expect(await run(1)).toEqual([{ book: 'john', text: 'For God so loved the world' }]);
    expect(await run(7)).toEqual([]);
  });

  it('refuses a query that does not take every value as a parameter', async () => {
    const inlined = compiledOnce(1, (db, id: number) =>
      (db as unknown as Kysely<Db>).selectFrom('verses').select('id').where('id', '=', sql.lit(id)),
    );
    await expect(inlined(db as never, 1)).rejects.toThrow(/every value must be a parameter/);
  });
});

describe('reads at once on SQLite', () => {
  it('answers outside a transaction, and leaves reads inside one to Kysely', async () => {
    const sqlite = new SQLite(':memory:');
    const own = new StatementCache(sqlite);
    sqlite.exec(`create table t (id integer primary key, v text)`);
    sqlite.exec(`insert into t values (1, 'a')`);
    expect(own.readNow('select v from t where id = ?', [1])).toEqual([{ v: 'a' }]);
    // Not a read: left to Kysely.
    expect(own.readNow('update t set v = ? where id = ?', ['b', 1])).toBeNull();
    sqlite.exec('begin');
    sqlite.exec(`update t set v = 'uncommitted' where id = 1`);
    expect(own.readNow('select v from t where id = ?', [1])).toBeNull();
    sqlite.exec('rollback');
    expect(own.readNow('select v from t where id = ?', [1])).toEqual([{ v: 'a' }]);
    own.close();
  });

  it('gives compiled-once queries the same rows inside and outside a transaction', async () => {
    const handle = (await import('../../db/connection.ts')).openDatabase(':memory:');
    try {
      await sql`create table verses (id integer primary key, book text not null, text text not null)`.execute(
        handle.db,
      );
      await sql`insert into verses values (1, 'john', 'Jesus wept')`.execute(handle.db);
      const textOf = compiledOnce(1, (db, id: number) =>
        (db as unknown as Kysely<Db>).selectFrom('verses').select('text').where('id', '=', id),
      );
      const before = handle.statements.prepared;
      expect(await textOf(handle.db, 1)).toEqual([{ text: 'Jesus wept' }]);
      expect(await textOf(handle.db, 1)).toEqual([{ text: 'Jesus wept' }]);
      expect(handle.statements.prepared - before).toBe(1);
      await handle.db.transaction().execute(async (trx) => {
        await sql`update verses set text = 'changed' where id = 1`.execute(trx);
        expect(await textOf(trx, 1)).toEqual([{ text: 'changed' }]);
      });
      expect(await textOf(handle.db, 1)).toEqual([{ text: 'changed' }]);
      // Without a promise: the rows at once outside a transaction; null inside one or on a transaction.
      expect(textOf.now(handle.db, 1)).toEqual([{ text: 'changed' }]);
      await handle.db.transaction().execute(async (trx) => {
        expect(textOf.now(handle.db, 1)).toBeNull();
        expect(textOf.now(trx, 1)).toBeNull();
      });
    } finally {
      await handle.close();
    }
  });
});

describe('reads kept while the database is unchanged', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kept-reads-'));
    file = path.join(dir, 'app.db');
    const setup = new SQLite(file);
    setup.pragma('journal_mode = WAL');
    setup.exec(`create table t (id integer primary key, v text)`);
    setup.exec(`insert into t values (1, 'a'), (2, 'b')`);
    setup.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const read = 'select v from t where id = ?';

  it('answers again from memory, frozen, until this connection writes', () => {
    const own = new StatementCache(new SQLite(file));
    try {
      const first = own.readKept(read, [1]);
      expect(first).toEqual([{ v: 'a' }]);
      expect(Object.isFrozen(first) && Object.isFrozen(first![0])).toBe(true);
      // The very same rows: not read again.
      expect(own.readKept(read, [1])).toBe(first);
      // Other values are other reads.
      expect(own.readKept(read, [2])).toEqual([{ v: 'b' }]);
      expect(own.readKept(read, [3])).toEqual([]);
      expect(own.keptReads).toBe(3);
      own.prepare('update t set v = ? where id = ?').run(['changed', 1]);
      expect(own.readKept(read, [1])).toEqual([{ v: 'changed' }]);
      // An update that changes no row changes nothing, but it still forgets (a writing statement).
      const kept = own.readKept(read, [1]);
      own.prepare('update t set v = ? where id = ?').run(['x', 99]);
      expect(own.readKept(read, [1])).not.toBe(kept);
      expect(own.readKept(read, [1])).toEqual([{ v: 'changed' }]);
    } finally {
      own.close();
    }
  });

  it('sees a commit by another connection, and nothing uncommitted', () => {
    const own = new StatementCache(new SQLite(file));
    const other = new SQLite(file);
    try {
      expect(own.readKept(read, [1])).toEqual([{ v: 'a' }]);
      other.exec('begin immediate');
      other.exec(`update t set v = 'later' where id = 1`);
      expect(own.readKept(read, [1])).toEqual([{ v: 'a' }]);
      other.exec('commit');
      expect(own.readKept(read, [1])).toEqual([{ v: 'later' }]);
      other.exec('delete from t where id = 1');
      expect(own.readKept(read, [1])).toEqual([]);
    } finally {
      other.close();
      own.close();
    }
  });

  it('sees changes made outside the statement cache and schema changes', () => {
    const sqlite = new SQLite(file);
    const own = new StatementCache(sqlite);
    try {
      expect(own.readKept(read, [2])).toEqual([{ v: 'b' }]);
      // The same connection, past the cache: its row count moves.
      sqlite.exec(`update t set v = 'direct' where id = 2`);
      expect(own.readKept(read, [2])).toEqual([{ v: 'direct' }]);
      // A schema change through the cache (as a migration through Kysely): no row changes.
      const before = own.readKept('select count(*) as n from sqlite_master', []);
      own.prepare('create table u (id integer primary key)').run([]);
      expect(own.readKept('select count(*) as n from sqlite_master', [])).not.toEqual(before);
    } finally {
      own.close();
    }
  });

  it('leaves reads inside a transaction to Kysely, and keeps at most its size', () => {
    const sqlite = new SQLite(file);
    const own = new StatementCache(sqlite);
    try {
      sqlite.exec('begin');
      sqlite.exec(`update t set v = 'uncommitted' where id = 1`);
      expect(own.readKept(read, [1])).toBeNull();
      sqlite.exec('rollback');
      expect(own.readKept(read, [1])).toEqual([{ v: 'a' }]);
      expect(own.readKept('update t set v = ? where id = ?', ['no', 1])).toBeNull();
      for (let id = 0; id < keptReadsSize + 10; id++) own.readKept(read, [id]);
      expect(own.keptReads).toBeGreaterThan(0);
      expect(own.keptReads).toBeLessThanOrEqual(keptReadsSize);
      expect(own.readKept(read, [2])).toEqual([{ v: 'b' }]);
    } finally {
      own.close();
    }
  });

  it('serves compiledOnce reads made to be kept, on the awaited path too', async () => {
    const handle = (await import('../../db/connection.ts')).openDatabase(file);
    try {
      const textOf = compiledOnce(
        1,
        (db, id: number) =>
          (db as unknown as Kysely<{ t: { id: number; v: string } }>)
            .selectFrom('t')
            .select('v')
            .where('id', '=', id),
        { keptWhileUnchanged: true },
      );
      const first = textOf.now(handle.db, 1);
      expect(first).toEqual([{ v: 'a' }]);
      expect(textOf.now(handle.db, 1)).toBe(first);
      expect(await textOf(handle.db, 1)).toBe(first);
      await handle.db
        .updateTable('t' as never)
        .set({ v: 'via kysely' } as never)
        .where('id' as never, '=', 1 as never)
        .execute();
      expect(await textOf(handle.db, 1)).toEqual([{ v: 'via kysely' }]);
      await handle.db.transaction().execute(async (trx) => {
        await sql`update t set v = 'in a transaction' where id = 1`.execute(trx);
        expect(textOf.now(handle.db, 1)).toBeNull();
        expect(await textOf(trx, 1)).toEqual([{ v: 'in a transaction' }]);
      });
      expect(textOf.now(handle.db, 1)).toEqual([{ v: 'in a transaction' }]);
    } finally {
      await handle.close();
    }
  });
});

describe('transactions on a shared SQLite file', () => {
  it('take the write lock when they begin: no other connection writes between their read and write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'begin-immediate-'));
    const file = path.join(dir, 'app.db');
    const setup = new SQLite(file);
    setup.pragma('journal_mode = WAL');
    setup.exec('create table verses (id integer primary key, book text not null, text text not null)');
    setup.close();
    const ours = new Kysely<Db>({
      dialect: new SqliteDialect({ database: new StatementCache(new SQLite(file)) }),
    });
    const other = new SQLite(file, { timeout: 0 });
    try {
      await ours.transaction().execute(async (trx) => {
        await trx.selectFrom('verses').selectAll().execute();
        // A deferred transaction would let this write in, then fail its own insert with SQLITE_BUSY.
        expect(() => other.exec("insert into verses (book, text) values ('other', 'x')")).toThrow(
          /busy|locked/i,
        );
        await trx.insertInto('verses').values({ id: 1, book: 'ours', text: 'y' }).execute();
      });
      other.exec("insert into verses (book, text) values ('other', 'x')");
      const books = await ours.selectFrom('verses').select('book').orderBy('id').execute();
      expect(books.map((r) => r.book)).toEqual(['ours', 'other']);
    } finally {
      other.close();
      await ours.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
