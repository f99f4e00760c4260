/** `npm run db:migrate`: applies pending migrations to the database (DATABASE_URL, or DATA_DIR/app.db). */
import { openConfiguredDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runScript } from './run-script.ts';

await runScript(async (settings) => {
  const handle = openConfiguredDatabase(settings);
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await handle.close();
});
