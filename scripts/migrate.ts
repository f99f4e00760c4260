/** `npm run db:migrate`: applies pending migrations to DATA_DIR/app.db. */
import { dataPaths } from '../api/settings.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runScript } from './run-script.ts';

await runScript(async (settings) => {
  const handle = openDatabase(dataPaths(settings).database);
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await handle.close();
});
