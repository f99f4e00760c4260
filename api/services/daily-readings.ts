import type { AppDatabase } from '../../db/connection.ts';
import { findReadingOnDate, insertReading, updateReading } from '../../db/queries/readings.ts';
import type { Reading, ReadingFields } from '../../src/lib/readings.ts';
import { ApiError, notFound } from '../http/errors.ts';

/**
 * The daily reading plan's writes: one passage a day, the date checked and the row written in one
 * transaction, so two admins cannot plan the same day at once (409 `duplicate_date`).
 */

const dateTaken = (date: string): ApiError =>
  new ApiError(
    409,
    'duplicate_date',
    `There is already a reading for ${date}. Edit that one, or choose another day.`,
  );

/** A new day's reading; 409 `duplicate_date` when the day has one. */
export async function addReading(db: AppDatabase, fields: ReadingFields): Promise<Reading> {
  const reading = await db.transaction().execute(async (trx) => {
    if (await findReadingOnDate(trx, fields.date)) return null;
    return insertReading(trx, fields);
  });
  if (!reading) throw dateTaken(fields.date);
  return reading;
}

/** A reading changed; 409 `duplicate_date` when another reading has its day, 404 when there is none. */
export async function changeReading(db: AppDatabase, id: number, fields: ReadingFields): Promise<Reading> {
  const result = await db.transaction().execute(async (trx): Promise<Reading | 'taken' | null> => {
    if (await findReadingOnDate(trx, fields.date, id)) return 'taken';
    return updateReading(trx, id, fields);
  });
  if (result === 'taken') throw dateTaken(fields.date);
  if (!result) throw notFound('No such reading.');
  return result;
}
