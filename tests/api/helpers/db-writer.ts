/**
 * A second process writing to an SQLite file while a test backs it up (run with the project's Node).
 *
 * `db-writer.ts <file> loop`: inserts rows into `probe` one transaction at a time and prints
 * `ack <id>` after each commit, until it reads `stop` on stdin.
 * `db-writer.ts <file> hold`: opens a write transaction, inserts one row marked `uncommitted`,
 * prints `holding`, and commits only when it reads `commit` (then prints `committed`).
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import SQLite from 'better-sqlite3';

const [file, mode] = process.argv.slice(2);
if (!file || (mode !== 'loop' && mode !== 'hold')) throw new Error('usage: db-writer.ts <file> loop|hold');

const db = new SQLite(file, { fileMustExist: true, timeout: 5000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
const insert = db.prepare('insert into probe (writer, payload) values (?, ?)');
const commands = createInterface({ input: process.stdin });
const say = (line: string): void => void process.stdout.write(`${line}\n`);

if (mode === 'loop') {
  let running = true;
  commands.on('line', (line) => {
    if (line.trim() === 'stop') running = false;
  });
  const tick = (): void => {
    if (!running) {
      db.close();
      say('stopped');
      process.exit(0);
    }
    const { lastInsertRowid } = insert.run('loop', randomBytes(1500));
    say(`ack ${lastInsertRowid}`);
    setImmediate(tick);
  };
  tick();
} else {
  db.exec('BEGIN IMMEDIATE');
  insert.run('hold', Buffer.from('uncommitted'));
  say('holding');
  commands.on('line', (line) => {
    if (line.trim() !== 'commit') return;
    db.exec('COMMIT');
    db.close();
    say('committed');
    process.exit(0);
  });
}
