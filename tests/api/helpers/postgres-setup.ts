/**
 * Vitest global setup of the `api-pg` project: one PostgreSQL server for the run, and a template
 * database with every migration applied; each test app copies it (tests/api/helpers/test-app.ts).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../db/connection.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { startPostgres, templateDatabase } from '../../support/postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's postgres://…/postgres address, in the api-pg project only. */
    postgresUrl?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${templateDatabase}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${templateDatabase}`;
    const handle = openPostgres(url.href);
    await migrateToLatest(handle.db);
    await handle.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
