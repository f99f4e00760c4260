import type { Migration } from 'kysely/migration';
import * as m001 from './001_bible.ts';
import * as m002 from './002_accounts.ts';
import * as m005 from './005_content.ts';

/**
 * Every migration, by name; names sort in the order they run. A new migration is a new file
 * `NNN_name.ts` plus one line here (a static list keeps them bundled and type-checked).
 */
export const migrations: Record<string, Migration> = {
  '001_bible': m001,
  '002_accounts': m002,
  '005_content': m005,
};
