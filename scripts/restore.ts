/**
 * `npm run restore -- <folder>`: puts a backup made by `npm run backup` back into DATA_DIR. <folder>
 * is one backup folder, or the folder of backups (the newest is used). Refuses while the server (or
 * anything else) has the database open. The data it replaces is moved to DATA_DIR/pre-restore-<time>/.
 */
import { BackupError, formatBytes, restoreBackup } from '../db/backup.ts';
import { runScript, ScriptError } from './run-script.ts';

const usage = 'Usage: npm run restore -- <backup folder, or the folder of backups (the newest is used)>';

await runScript(async (settings) => {
  if (settings.databaseUrl) {
    throw new ScriptError(
      'DATABASE_URL is set: the data is in PostgreSQL, and this command restores the SQLite file only. ' +
        "Use PostgreSQL's own tools (pg_dump and pg_restore) for the database, and copy DATA_DIR/uploads beside it.",
    );
  }
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new ScriptError(usage);
  try {
    const { from, manifest, previous } = await restoreBackup({ dataDir: settings.dataDir, source: args[0]! });
    console.log(`Restored ${from} (taken ${manifest.createdAt}) into ${settings.dataDir}:`);
    console.log(`  app.db   ${formatBytes(manifest.database.bytes)}, integrity ok`);
    console.log(
      `  uploads/ ${manifest.uploads.files.length} files, ${formatBytes(manifest.uploads.totalBytes)}`,
    );
    if (previous)
      console.log(`The data that was there before is kept in ${previous} (delete it once you are happy).`);
    console.log(
      'Next: `npm run build` (the pages are made again from the restored database), then start the server.',
    );
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  }
});
