import { useAuth } from './auth';
import { useUserEvent } from './live-events';

/**
 * Keeps the signed-in user's balance live: the server streams it (server-sent events fed by PostgreSQL
 * LISTEN/NOTIFY), so a purchase or a refund shows without a reload, whichever process handled it.
 */
export function useLiveCredits(): number {
  const { user, setUser } = useAuth();
  useUserEvent('credits', ({ credits }) => {
    setUser((current) => (current && current.credits !== credits ? { ...current, credits } : current));
  });
  return user?.credits ?? 0;
}
