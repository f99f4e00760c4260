import { type MigrationResult, Migrator } from 'kysely/migration';
import type { AppDatabase } from './connection.ts';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the latest migration; idempotent. Returns the names newly applied. */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features are developed side by side: a database that ran a later-numbered migration first
    // must still accept an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
