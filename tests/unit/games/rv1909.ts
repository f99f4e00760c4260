import { readFileSync } from 'node:fs';

/** The Spanish names of the 66 books, in canon order (book number = position + 1), as the games write them. */
const spanishBookNames = [
  'Génesis',
  'Éxodo',
  'Levítico',
  'Números',
  'Deuteronomio',
  'Josué',
  'Jueces',
  'Rut',
  '1 Samuel',
  '2 Samuel',
  '1 Reyes',
  '2 Reyes',
  '1 Crónicas',
  '2 Crónicas',
  'Esdras',
  'Nehemías',
  'Ester',
  'Job',
  'Salmos',
  'Proverbios',
  'Eclesiastés',
  'Cantares',
  'Isaías',
  'Jeremías',
  'Lamentaciones',
  'Ezequiel',
  'Daniel',
  'Oseas',
  'Joel',
  'Amós',
  'Abdías',
  'Jonás',
  'Miqueas',
  'Nahúm',
  'Habacuc',
  'Sofonías',
  'Hageo',
  'Zacarías',
  'Malaquías',
  'Mateo',
  'Marcos',
  'Lucas',
  'Juan',
  'Hechos',
  'Romanos',
  '1 Corintios',
  '2 Corintios',
  'Gálatas',
  'Efesios',
  'Filipenses',
  'Colosenses',
  '1 Tesalonicenses',
  '2 Tesalonicenses',
  '1 Timoteo',
  '2 Timoteo',
  'Tito',
  'Filemón',
  'Hebreos',
  'Santiago',
  '1 Pedro',
  '2 Pedro',
  '1 Juan',
  '2 Juan',
  '3 Juan',
  'Judas',
  'Apocalipsis',
];

let verses: Map<string, string> | null = null;

function loadVerses(): Map<string, string> {
  const rows = readFileSync('db/bible/text/rv1909.tsv', 'utf8').split('\n');
  return new Map(
    rows
      .filter((row) => row !== '' && !row.startsWith('#'))
      .map((row) => {
        const [book, chapter, verse, text = ''] = row.split('\t');
        return [`${book}:${chapter}:${verse}`, text];
      }),
  );
}

/**
 * The Reina-Valera 1909 text of a reference written with a Spanish book name ("Juan 3:16",
 * "Salmos 23:1", "Génesis 2:2-3"), or null when it names no verse.
 */
export function rv1909Text(reference: string): string | null {
  verses ??= loadVerses();
  const match = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (!match) return null;
  const [, name = '', chapter, first, last] = match;
  const book = spanishBookNames.indexOf(name) + 1;
  if (book === 0) return null;
  const texts: string[] = [];
  for (let v = Number(first); v <= Number(last ?? first); v++) {
    const text = verses.get(`${book}:${chapter}:${v}`);
    if (!text) return null;
    texts.push(text);
  }
  return texts.join(' ');
}
