/** The signed-in person as the browser knows them. */
export type SessionUser = {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: 'user' | 'grader' | 'admin';
  credits: number;
  verified: boolean;
  createdAt: string;
};

/** Where a person goes after logging in: unverified to /verify-email, graders to their queue. */
export function homeFor(user: SessionUser): string {
  if (!user.verified) return '/verify-email';
  return user.role === 'grader' || user.role === 'admin' ? '/grader-dashboard' : '/user-dashboard';
}
