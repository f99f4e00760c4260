import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/connection.ts';
import { listActiveReadingChallenges } from '../../db/queries/challenges.ts';
import { insertUser } from '../../db/queries/users.ts';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Runs a script of scripts/ with DATABASE_URL set; its exit code and output. */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', script), ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// What differs between the two databases, checked where it differs (the rest of tests/api runs on both).
describe.skipIf(!onPostgres)('on PostgreSQL (DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keeps e-mail addresses unique whatever their case', async () => {
    await insertUser(t.db, { id: 'u-1', email: 'kid@example.org', fullName: null, passwordHash: 'x' });
    await expect(
      t.db
        .insertInto('users')
        .values({
          id: 'u-2',
          email: 'KID@Example.org',
          full_name: null,
          password_hash: 'x',
          email_confirmed_at: null,
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow(/users_email_lower/);
  });

  it('stores challenge requirements as jsonb, refuses text that is not JSON, and reads fields of it', async () => {
    const column = await sql<{ data_type: string }>`
      select data_type from information_schema.columns
      where table_name = 'challenges' and column_name = 'verification_requirements'
    `.execute(t.db);
    expect(column.rows[0]?.data_type).toBe('jsonb');
    const challenge = {
      title: 'Read John',
      type: 'bible_reading',
      points: 10,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    await t.db
      .insertInto('challenges')
      .values({
        ...challenge,
        id: 'c-json',
        verification_requirements: '{"type":"bible_reading","chapters_required":2}',
      })
      .execute();
    await t.db
      .insertInto('challenges')
      .values({ ...challenge, id: 'c-other', verification_requirements: '{"type":"memory_verse"}' })
      .execute();
    await expect(
      t.db
        .insertInto('challenges')
        .values({ ...challenge, id: 'c-bad', verification_requirements: '{not json' })
        .execute(),
    ).rejects.toThrow(/json/i);
    const found = await listActiveReadingChallenges(t.db);
    expect(found).toEqual([
      { id: 'c-json', title: 'Read John', requirement: { type: 'bible_reading', chapters_required: 2 } },
    ]);
  });

  it('answers counts as numbers', async () => {
    const row = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });

  it('opens the build reader read-only', async () => {
    const reader = openPostgres(t.databaseUrl!, { readonly: true });
    try {
      expect(await reader.db.selectFrom('users').select('email').execute()).toEqual([
        { email: 'kid@example.org' },
      ]);
      await expect(reader.db.deleteFrom('users').execute()).rejects.toThrow(/read-only/);
    } finally {
      await reader.close();
    }
  });

  it('migrates through npm run db:migrate, and npm run backup says to use pg_dump', {
    timeout: 60_000,
  }, async () => {
    const env = { DATABASE_URL: t.databaseUrl!, DATA_DIR: t.dataDir };
    const migrate = await runScript('migrate.ts', [], env);
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toContain('The database is up to date.');
    const backup = await runScript('backup.ts', [path.join(t.dataDir, 'backups')], env);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump');
  });
});
