import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses a request part with a shared schema; the first problem becomes a 400 with the schema's own message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid request.', 'invalid_input');
  }
  return result.data;
}
