/**
 * `npm run backup -- <folder> [--keep N]`: writes a consistent backup of DATA_DIR (database and
 * uploads) into a new timestamped folder under <folder>, while the server keeps running. With
 * --keep N, only the N newest backups in <folder> are kept.
 */
import { parseArgs } from 'node:util';
import { BackupError, formatBytes, takeBackup } from '../db/backup.ts';
import { runScript, ScriptError } from './run-script.ts';

const usage = 'Usage: npm run backup -- <folder> [--keep N]   (writes <folder>/bsb-backup-<time>/)';

await runScript(async (settings) => {
  if (settings.databaseUrl) {
    throw new ScriptError(
      'DATABASE_URL is set: the data is in PostgreSQL, and this command backs up the SQLite file only. ' +
        "Use PostgreSQL's own tools (pg_dump and pg_restore) for the database, and copy DATA_DIR/uploads beside it.",
    );
  }
  let positionals: string[];
  let keepText: string | undefined;
  try {
    const parsed = parseArgs({ options: { keep: { type: 'string' } }, allowPositionals: true });
    positionals = parsed.positionals;
    keepText = parsed.values.keep;
  } catch (error) {
    throw new ScriptError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length) throw new ScriptError(usage);
  const keep = keepText === undefined ? undefined : Number(keepText);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
    throw new ScriptError(`--keep takes a whole number of at least 1.\n${usage}`);

  const started = Date.now();
  let result: Awaited<ReturnType<typeof takeBackup>>;
  try {
    result = await takeBackup({ dataDir: settings.dataDir, target: folder, keep });
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  }
  const { dir, manifest, removed } = result;
  const { database, uploads } = manifest;
  console.log(`Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  app.db         ${formatBytes(database.bytes)}, integrity ok, sha256 ${database.sha256.slice(0, 16)}…`,
  );
  console.log(
    `                 ${Object.entries(database.rows)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ')}; migrations up to ${database.migrations.at(-1) ?? 'none'}`,
  );
  console.log(`  uploads/       ${uploads.files.length} files, ${formatBytes(uploads.totalBytes)}`);
  console.log(`  manifest.json  what is in the backup (checked by npm run restore)`);
  if (settings.s3) {
    // The library's files are objects in the bucket, so none is in DATA_DIR/uploads: no warning each.
    console.log(`  The media files are in the S3 bucket ${settings.s3.bucket}, not in this backup:`);
    console.log("  the bucket's own versioning or replication is their backup.");
  } else {
    for (const warning of manifest.warnings) console.warn(`  warning: ${warning}`);
  }
  for (const old of removed) console.log(`Removed an older backup (--keep ${keep}): ${old}`);
});
