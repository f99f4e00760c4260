/**
 * The process `prepareDatabaseApart` (db/prepare-apart.ts) starts: prepares the configured
 * database, prints what it did as one JSON line after `prepareAnswerMark`, and exits.
 */
import { loadSettings } from '../config/settings.ts';
import { openConfiguredDatabase } from './connection.ts';
import { prepareDatabase } from './prepare.ts';
import { prepareAnswerMark } from './prepare-apart.ts';

const handle = openConfiguredDatabase(loadSettings());
try {
  const result = await prepareDatabase(handle);
  process.stdout.write(`${prepareAnswerMark}${JSON.stringify(result)}\n`);
} finally {
  await handle.close();
}
