import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homeFor, type SessionUser } from '../shared/session-user';
import { fetchSession, logOut } from './api/session';

type AuthState = {
  /** 'loading' until the server has said who is signed in; the server-rendered HTML is always 'loading'. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  setUser: (user: SessionUser | null | ((current: SessionUser | null) => SessionUser | null)) => void;
  /** Reloads the account from the server (credits, verification); rejects when the server cannot answer. */
  refresh: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthState['status']>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);

  const refresh = useCallback(async () => {
    try {
      const { user: current } = await fetchSession();
      setUser(current);
      return current;
    } finally {
      setStatus('ready');
    }
  }, []);

  useEffect(() => {
    // If the server cannot be asked, treat the visitor as signed out rather than show nothing forever.
    refresh().catch(() => setUser(null));
  }, [refresh]);

  const update = useCallback<AuthState['setUser']>((next) => {
    setUser(next);
    setStatus('ready');
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      setUser: update,
      refresh,
      logout: async () => {
        await logOut().catch(() => undefined);
        setUser(null);
      },
    }),
    [status, user, refresh, update],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

/** The spec's guards: nothing shows until the session is known; then the wrong visitor is sent on. */
export function RequireVerifiedUser({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <Navigate to="/login" replace />;
  if (!user.verified) return <Navigate to="/verify-email" replace />;
  return children;
}

export function RequireGrader({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'grader' && user.role !== 'admin') return <Navigate to="/user-dashboard" replace />;
  return children;
}

/** Staff pages: admins only; anyone else goes to their own home (an unverified admin to the verification page). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin' || !user.verified) return <Navigate to={homeFor(user)} replace />;
  return children;
}

/** For pages that need a signed-in person, verified or not (the verify-email page). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
