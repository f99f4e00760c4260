import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuildStatus } from '../../api/rebuild/rebuilder.ts';
import { adminAndUser, adminEmail, type Callers, call } from './helpers/admin.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, type TestApp, testOrigin } from './helpers/test-app.ts';

let t: TestApp;
let who: Callers;
let ids: string[];

const projectRoot = path.resolve(import.meta.dirname, '../..');
const homeText = async (): Promise<string> => (await t.request('/')).text();

/** Runs `npm run rollback`'s script against the test's data folder and database. */
function rollback(args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/rollback.ts'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: t.dataDir, SITE_URL: testOrigin, DATABASE_URL: t.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  who = await adminAndUser(t, 'build');
  ids = [];
  for (const n of [1, 2, 3]) {
    ids.push(path.basename(writeFakeBuild(t.deps.buildStore, { 'index.html': `<p>build ${n}</p>` })));
    await new Promise((r) => setTimeout(r, 5)); // distinct build times
  }
});
afterAll(() => t.close());

describe('the admin build status', () => {
  it('lists the kept builds, newest first, with the live one marked', async () => {
    const res = await call<AdminBuildStatus>(t, 'GET', '/api/admin/build', who.admin);
    expect(res.status).toBe(200);
    expect(res.body.builds.map((b) => [b.id, b.live])).toEqual([
      [ids[2], true],
      [ids[1], false],
      [ids[0], false],
    ]);
    expect(res.body.live?.id).toBe(ids[2]);
  });
});

describe('Make live (POST /api/admin/build/live)', () => {
  it('is for admins only, checked on the server', async () => {
    expect((await call(t, 'POST', '/api/admin/build/live', null, { id: ids[0] })).status).toBe(401);
    const denied = await call(t, 'POST', '/api/admin/build/live', who.user, { id: ids[0] });
    expect(denied.status).toBe(403);
    expect(await homeText()).toContain('build 3');
  });

  it('refuses a request from another site, even from an admin', async () => {
    const res = await t.request('/api/admin/build/live', {
      method: 'POST',
      headers: { cookie: who.admin, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ id: ids[0] }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_site');
    expect(await homeText()).toContain('build 3');
  });

  it('refuses bad and unknown ids, and a switch while a rebuild is under way', async () => {
    expect(
      (await call(t, 'POST', '/api/admin/build/live', who.admin, { id: '../../etc' })).body,
    ).toMatchObject({
      error: { code: 'invalid_input', message: 'That is not a build id.' },
    });
    const unknown = await call(t, 'POST', '/api/admin/build/live', who.admin, {
      id: 'b-20000101-000000-000-abcdef',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'unknown_build' } });
    const status = t.rebuilder.status;
    t.rebuilder.status = () => ({ ...status(), state: 'building', startedAt: new Date().toISOString() });
    try {
      const busy = await call(t, 'POST', '/api/admin/build/live', who.admin, { id: ids[0] });
      expect(busy.status).toBe(409);
      expect(busy.body).toMatchObject({ error: { code: 'build_running' } });
    } finally {
      t.rebuilder.status = status;
    }
    expect(await homeText()).toContain('build 3');
  });

  it('makes an earlier build live at once, and back again', async () => {
    const res = await call<AdminBuildStatus>(t, 'POST', '/api/admin/build/live', who.admin, { id: ids[0] });
    expect(res.status).toBe(200);
    expect(res.body.live?.id).toBe(ids[0]);
    expect(res.body.builds.find((b) => b.live)?.id).toBe(ids[0]);
    expect(await homeText()).toContain('build 1');
    expect(t.log.lines.join('\n')).toContain(`${adminEmail} made ${ids[0]} live (was ${ids[2]})`);
    expect((await call(t, 'POST', '/api/admin/build/live', who.admin, { id: ids[2] })).status).toBe(200);
    expect(await homeText()).toContain('build 3');
  });
});

describe('npm run rollback', () => {
  it('makes the previous kept build live, and a running server serves it from the next request', async () => {
    expect(await homeText()).toContain('build 3');
    const result = await rollback();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`Live now: ${ids[1]}`);
    expect(await homeText()).toContain('build 2');
    // Recorded in the database, for every other server sharing it.
    expect(
      (await t.db.selectFrom('site_build_state').select('live_build_id').executeTakeFirstOrThrow())
        .live_build_id,
    ).toBe(ids[1]);
    expect((await rollback()).code).toBe(0);
    expect(await homeText()).toContain('build 1');
  });

  it('says so when there is no earlier build, and changes nothing', async () => {
    const result = await rollback();
    expect(result.code).toBe(1);
    expect(result.output).toContain('There is no earlier kept build to go back to.');
    expect(await homeText()).toContain('build 1');
  });

  it('makes a chosen build live with --to, and refuses an unknown one', async () => {
    const result = await rollback(['--to', ids[2]!]);
    expect(result.code, result.output).toBe(0);
    expect(await homeText()).toContain('build 3');
    const unknown = await rollback(['--to', 'b-nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no kept build "b-nope".');
    expect(unknown.output).toContain(ids[0]);
    expect(await homeText()).toContain('build 3');
  });

  it('lists the kept builds with --list', async () => {
    const result = await rollback(['--list']);
    expect(result.code).toBe(0);
    expect(result.output.trim().split('\n')).toHaveLength(3);
    expect(result.output).toMatch(new RegExp(`${ids[2]}.*\\(live\\)`));
  });
});
