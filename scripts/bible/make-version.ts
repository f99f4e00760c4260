/**
 * Makes the text of a Bible version kept in the repository (db/bible/text/<code>.tsv) from the
 * SWORD module of a Debian package: `npm run bible:make -- web`. It fetches the package with
 * `apt-get download` (or reads a SWORD library already on disk: `-- web --sword-path
 * /usr/share/sword`), dumps the module with `mod2imp` (Debian's `libsword-utils`), strips the OSIS
 * markup to clean verse text and writes the file, then prints the verses per book. Only whoever
 * makes the file needs the package and the tools: the site reads the committed file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatVersionFile, type ParsedVerse, versionFilePath } from '../../db/bible/version-file.ts';
import { bibleBooks } from '../../src/lib/bible/books.ts';
import { impEntries, osisVerseText } from './osis-text.ts';
import { bookForSwordName, parseSwordKey } from './sword-books.ts';
import { type SwordModule, swordModules } from './sword-modules.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A SWORD library holding the package's module: the package fetched and unpacked in `dir`. */
function unpackPackage(pkg: string, dir: string): string {
  execFileSync('apt-get', ['download', pkg], { cwd: dir, stdio: 'inherit' });
  const deb = readdirSync(dir).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  if (!deb) fail(`apt-get download ${pkg} left no .deb in ${dir}`);
  execFileSync('dpkg-deb', ['-x', deb, 'root'], { cwd: dir });
  return path.join(dir, 'root/usr/share/sword');
}

/** A line of the module's `.conf` (`Version=426.0`), or null. */
function confValue(swordPath: string, module: string, field: string): string | null {
  const conf = readFileSync(path.join(swordPath, 'mods.d', `${module}.conf`), 'utf8');
  return new RegExp(`^${field}=(.*)$`, 'm').exec(conf)?.[1]?.trim() ?? null;
}

/** The module's verses in the 66 books, as clean text; headings, introductions and empty verses left out. */
function moduleVerses(swordPath: string, module: string): ParsedVerse[] {
  // The English locale names the books as sword-books.ts expects, whatever the module's language.
  const imp = execFileSync('mod2imp', [module], {
    env: { ...process.env, SWORD_PATH: swordPath, LANG: 'C', LC_ALL: 'C' },
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'utf8',
  });
  const verses: ParsedVerse[] = [];
  for (const entry of impEntries(imp)) {
    const key = parseSwordKey(entry.key);
    if (!key || key.chapter === 0 || key.verse === 0) continue;
    const book = bookForSwordName(key.name);
    if (!book) continue;
    if (key.chapter > book.chapters) fail(`${entry.key}: ${book.name} has ${book.chapters} chapters`);
    const text = osisVerseText(entry.text);
    if (/[<>]/.test(text)) fail(`${entry.key}: markup left in "${text}"`);
    if (text) verses.push({ book: book.number, chapter: key.chapter, verse: key.verse, text });
  }
  return verses;
}

function make(code: string, source: SwordModule, swordPath: string | null): void {
  const work = mkdtempSync(path.join(tmpdir(), `bible-${code}-`));
  try {
    const library = swordPath ?? unpackPackage(source.debianPackage, work);
    const verses = moduleVerses(library, source.module);
    const chapters = new Set(verses.map((v) => `${v.book}:${v.chapter}`));
    for (const book of bibleBooks) {
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        if (!chapters.has(`${book.number}:${chapter}`))
          fail(`${source.module} has no verse in ${book.name} ${chapter}`);
      }
    }
    const version = confValue(library, source.module, 'Version') ?? 'unknown';
    const header = [
      `${confValue(library, source.module, 'Description') ?? source.module}: SWORD module ${source.module}`,
      `version ${version}, from the Debian package ${source.debianPackage}; language ${source.language}.`,
      source.license,
      `Made by \`npm run bible:make -- ${code}\` (scripts/bible/make-version.ts); do not edit by hand.`,
    ];
    const file = versionFilePath(code);
    writeFileSync(file, formatVersionFile(header, verses));
    console.log(`${verses.length} verses written to ${path.relative(process.cwd(), file)}`);
    for (const book of bibleBooks) {
      console.log(`  ${book.id} ${verses.filter((v) => v.book === book.number).length}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const [code, flag, swordPath] = process.argv.slice(2);
const known = Object.keys(swordModules).join(', ');
if (!code) fail(`Usage: npm run bible:make -- <version> [--sword-path DIR]; versions: ${known}`);
const source = swordModules[code];
if (!source) fail(`No SWORD module is known for "${code}"; known: ${known} (scripts/bible/sword-modules.ts)`);
if (flag !== undefined && (flag !== '--sword-path' || !swordPath)) fail('Expected --sword-path DIR');
make(code, source, swordPath ?? null);
