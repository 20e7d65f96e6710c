import { z } from 'zod';

/** A required text field: missing, not text, or only spaces all give the same message, the one a person needs. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
