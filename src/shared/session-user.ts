import { z } from 'zod';

/** The signed-in person as the browser knows them. */
export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'grader', 'admin']),
  credits: z.number().int(),
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Where a person goes after logging in: unverified to /verify-email, graders to their queue. */
export function homeFor(user: SessionUser): string {
  if (!user.verified) return '/verify-email';
  return user.role === 'grader' || user.role === 'admin' ? '/grader-dashboard' : '/user-dashboard';
}
