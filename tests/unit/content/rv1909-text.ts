import { readVersionFile } from '../../../db/bible/version-file.ts';

/** The books the Spanish starter content cites, by their Spanish names (numbered as the Bible data is). */
const spanishBooks: Record<string, number> = {
  Josué: 6,
  Salmos: 19,
  Proverbios: 20,
  Eclesiastés: 21,
  Mateo: 40,
  Juan: 43,
  Romanos: 45,
  Gálatas: 48,
  Efesios: 49,
  Santiago: 59,
  '1 Pedro': 60,
};

let verses: ReturnType<typeof readVersionFile> | null = null;

/** The Reina-Valera 1909 text of "Libro C:V" or "Libro C:V-W" (db/bible/text/rv1909.tsv); '' when unknown. */
export function rv1909Text(reference: string): string {
  verses ??= readVersionFile('rv1909');
  const [, name, chapter, from, to] = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference) ?? [];
  const book = spanishBooks[name ?? ''];
  return verses
    .filter(
      (v) =>
        v.book === book &&
        v.chapter === Number(chapter) &&
        v.verse >= Number(from) &&
        v.verse <= Number(to ?? from),
    )
    .map((v) => v.text)
    .join(' ');
}
