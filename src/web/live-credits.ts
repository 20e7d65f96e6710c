import { useEffect } from 'react';
import { useAuth } from './auth';

/**
 * Keeps the signed-in user's balance live: the server streams it (server-sent events fed by PostgreSQL
 * LISTEN/NOTIFY), so a purchase or a refund shows without a reload, whichever process handled it.
 */
export function useLiveCredits(): number {
  const { user, setUser } = useAuth();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    source.addEventListener('credits', (event) => {
      const { credits } = JSON.parse((event as MessageEvent<string>).data) as { credits: number };
      setUser((current) => (current && current.credits !== credits ? { ...current, credits } : current));
    });
    return () => source.close();
  }, [userId, setUser]);

  return user?.credits ?? 0;
}
