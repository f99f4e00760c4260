import type { APIRoute } from 'astro';
import { glossaryEntries } from '../../build/glossary.ts';
import { glossaryJson } from '../../lib/bible/glossary.ts';

/** `/bible-data/words-es.json`: the Spanish word helper's glossary, `[{ word, meaning }]` from A to Z. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(glossaryJson(await glossaryEntries('es'), 'es')), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
