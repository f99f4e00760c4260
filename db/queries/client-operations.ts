import type { LearnerId } from '../../src/lib/ids.ts';
import type { Executor } from '../connection.ts';

/**
 * Runs a write once per learner and operation id, inside the caller's transaction: the first time
 * it runs `write` and keeps its answer; a replay (the same id again, e.g. a queued offline write
 * sent twice) runs nothing and gets the kept answer with `replayed: true`. Without an id the write
 * simply runs. On PostgreSQL a replay racing the first write waits for it on the primary key.
 */
export async function oncePerOperation<T extends object>(
  trx: Executor,
  learnerId: LearnerId,
  opId: string | undefined,
  kind: string,
  write: () => Promise<T>,
  now: Date = new Date(),
): Promise<T & { replayed?: true }> {
  if (!opId) return write();
  const claimed = await trx
    .insertInto('client_operations')
    .values({ learner_id: learnerId, op_id: opId, kind, answer: '{}', created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['learner_id', 'op_id']).doNothing())
    .returning('op_id')
    .executeTakeFirst();
  if (!claimed) {
    const kept = await trx
      .selectFrom('client_operations')
      .select('answer')
      .where('learner_id', '=', learnerId)
      .where('op_id', '=', opId)
      .executeTakeFirstOrThrow();
    return { ...(JSON.parse(kept.answer) as T), replayed: true };
  }
  const answer = await write();
  await trx
    .updateTable('client_operations')
    .set({ answer: JSON.stringify(answer) })
    .where('learner_id', '=', learnerId)
    .where('op_id', '=', opId)
    .execute();
  return answer;
}
