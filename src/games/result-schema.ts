import { z } from 'zod';
import { clientOperationIdField } from '../lib/client-operation.ts';

/** A finished game as the API accepts it (POST /api/games/results). */
export function gameResultSchema(gameIds: readonly string[]) {
  return z.object({
    gameId: z.string().refine((id) => gameIds.includes(id), 'Unknown game.'),
    level: z.number().int().min(1).max(20),
    score: z.number().int().min(0).max(1_000_000),
    won: z.boolean(),
    durationSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60),
    masteredReferences: z.array(z.string().trim().min(3).max(60)).max(20).default([]),
    /** Sent again after an offline game: the same id counts once. */
    opId: clientOperationIdField,
  });
}
