import { z } from 'zod';

/**
 * The id a browser gives a write it may send more than once (a game result or a verse practised
 * offline and sent when the connection returns): the server counts one write per learner and id.
 */
export const clientOperationIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'That operation id is not valid.')
  .optional();
