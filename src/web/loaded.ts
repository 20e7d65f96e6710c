import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Data a screen loads from the API: loading until the first answer, then the data or why it could not be had. */
export type LiveQuery<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/**
 * Loads data when the screen mounts and again each time `version` changes. What is shown stays on screen while a
 * reload is under way (no second "Loading…"), and only the newest answer counts. A failed reload keeps the data
 * shown when `keepOnError` says so (by default it does); a first load that fails always shows the failure.
 */
export function useReloading<T>(
  load: () => Promise<T>,
  version: string,
  keepOnError?: (error: unknown) => boolean,
): LiveQuery<T> {
  const [shown, setShown] = useState<LiveQuery<T>>({ state: 'loading' });
  const loadNow = useEffectEvent(load);
  const keeps = useEffectEvent((error: unknown) => keepOnError?.(error) ?? true);

  useEffect(() => {
    // A newer load or leaving the screen makes this answer stale: it writes nothing.
    let latest = true;
    loadNow().then(
      (data) => {
        if (latest) setShown({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!latest) return;
        const keep = keeps(error);
        setShown((current) => (current.state === 'ready' && keep ? current : { state: 'error', error }));
      },
    );
    return () => {
      latest = false;
    };
  }, [version]);

  return shown;
}

/**
 * Data loaded when the screen mounts and again on `reload()`, for reads no live stream topic announces (the public
 * track record, staff lists). A screen that needs another address's data remounts (a React key).
 */
export function useLoaded<T>(load: () => Promise<T>): [LiveQuery<T>, () => void] {
  const [loads, setLoads] = useState(0);
  const shown = useReloading(load, String(loads));
  const reload = useCallback(() => setLoads((count) => count + 1), []);
  return [shown, reload];
}
