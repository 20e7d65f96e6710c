import { useCallback, useEffect, useRef } from 'react';

/** Batches redraws to one per animation frame per layer: many pointer moves in a frame cost a single paint. */
export function useFrameScheduler() {
  const pending = useRef(new Map<string, () => void>());
  const frame = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return useCallback((layer: string, paint: () => void) => {
    pending.current.set(layer, paint);
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const paints = [...pending.current.values()];
      pending.current.clear();
      for (const run of paints) run();
    });
  }, []);
}
