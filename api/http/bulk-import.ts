import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { checkImportCaps, utf8Bytes } from '../../src/lib/content-rules.ts';
import type { ImportProblem } from '../../src/lib/devotionals/bulk.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { importBodySchema } from './content-input.ts';
import { badRequest, readJsonBody } from './errors.ts';

export interface BulkImport<Rec, Item> {
  /** The plural noun in messages ("devotionals", "proverbs"). */
  noun: string;
  /** The message when the paste holds no record. */
  noData: string;
  parse: (text: string) => Rec[];
  /** Decides what is saved in `locale`; it sees the database inside the transaction that saves. */
  plan: (
    trx: Transaction<Database>,
    records: Rec[],
    locale: Locale,
  ) => Promise<{ accepted: Item[]; duplicates: number; errors: ImportProblem[] }>;
  save: (trx: Transaction<Database>, accepted: Item[]) => Promise<unknown>;
}

/**
 * A bulk import (formats in docs/features.md): parse the paste, refuse it when too large or empty, then
 * plan and save in one transaction (the duplicate check sees exactly what is saved, and a failure
 * saves nothing), and rebuild when something was imported.
 */
export async function runBulkImport<Rec, Item>(
  c: Context<AppEnv>,
  deps: AppDeps,
  spec: BulkImport<Rec, Item>,
): Promise<Response> {
  const { text, locale } = await readJsonBody(c, importBodySchema);
  const records = spec.parse(text);
  const cap = checkImportCaps(utf8Bytes(text), records.length, spec.noun);
  if (cap) throw badRequest(cap.message, 'too_much_data');
  if (records.length === 0) throw badRequest(spec.noData, 'no_data');
  const plan = await deps.db.transaction().execute(async (trx) => {
    const result = await spec.plan(trx, records, locale);
    await spec.save(trx, result.accepted);
    return result;
  });
  if (plan.accepted.length > 0)
    deps.rebuilder.requestRebuild(`admin: ${plan.accepted.length} ${spec.noun} imported`);
  return c.json({ imported: plan.accepted.length, duplicates: plan.duplicates, errors: plan.errors });
}
