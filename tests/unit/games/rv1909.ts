import { readFileSync } from 'node:fs';

/** The Spanish book names the games' references use, with their book numbers. */
const spanishBooks: Record<string, number> = {
  Génesis: 1,
  Éxodo: 2,
  '1 Samuel': 9,
  '1 Reyes': 11,
  Ester: 17,
  Salmos: 19,
  Proverbios: 20,
  Lamentaciones: 25,
  Daniel: 27,
  Jonás: 32,
  Mateo: 40,
  Marcos: 41,
  Lucas: 42,
  Juan: 43,
  Romanos: 45,
  Efesios: 49,
  Filipenses: 50,
  '1 Tesalonicenses': 52,
  '2 Timoteo': 55,
  Hebreos: 58,
  Santiago: 59,
  '1 Juan': 62,
};

let verses: Map<string, string> | null = null;

/** The Reina-Valera 1909 text of a Spanish game reference ("Juan 3:16", "Génesis 2:2-3"), or null. */
export function rv1909Text(reference: string): string | null {
  verses ??= new Map(
    readFileSync('db/bible/text/rv1909.tsv', 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => {
        const [book, chapter, verse, text = ''] = line.split('\t');
        return [`${book}:${chapter}:${verse}`, text] as const;
      }),
  );
  const match = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  const book = match && spanishBooks[match[1]!];
  if (!match || !book) return null;
  const texts: string[] = [];
  for (let v = Number(match[3]); v <= Number(match[4] ?? match[3]); v++) {
    const text = verses.get(`${book}:${match[2]}:${v}`);
    if (!text) return null;
    texts.push(text);
  }
  return texts.join(' ');
}
