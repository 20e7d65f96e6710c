import { useSyncExternalStore } from 'react';

/** A media query matches only the ratio it was made for, so each change listens anew for the next one. */
function subscribe(onChange: () => void) {
  let query: MediaQueryList | null = null;
  const changed = () => {
    listen();
    onChange();
  };
  const listen = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', changed);
  };
  if (typeof window.matchMedia === 'function') listen();
  return () => query?.removeEventListener('change', changed);
}

/** The screen's device pixel ratio, updated when the window moves to another screen or the page is zoomed. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.devicePixelRatio || 1,
    () => 1,
  );
}
