import type { z } from 'zod';
import type { sessionUserSchema } from './contract/accounts.js';

/**
 * The signed-in person as the browser knows them. Only the type comes from the contract's schema: every page's
 * header needs homeFor, and importing the schema itself would put the validation library into every page's first
 * script (docs/decisions/008).
 */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Where a person goes after logging in: unverified to /verify-email, graders to their queue. */
export function homeFor(user: SessionUser): string {
  if (!user.verified) return '/verify-email';
  return user.role === 'grader' || user.role === 'admin' ? '/grader-dashboard' : '/user-dashboard';
}
