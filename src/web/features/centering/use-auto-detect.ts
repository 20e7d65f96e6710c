import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { detectInWorker, readPixels, TaintedPhotoError } from './detect-client';
import { detectionMessage, refusedOutline, slantNote, textNote, type Detected } from './detection';
import type { Photo, ToolAction } from './tool-state';

const TAINTED =
  'Could not measure: this browser will not let the page read an image from another site. Save the image and upload the file instead.';

type Options = {
  photo: Photo | null;
  /** Whether the boxes are placed on this photo: an automatic run that ends later leaves them alone. */
  placed: boolean;
  dispatch: Dispatch<ToolAction>;
  setStatus: (status: string) => void;
  /** A measurement made elsewhere for this photo: placed instead of running the detector on it. */
  detected?: Detected | undefined;
};

/**
 * Auto-detect: `detect(photo, true)` as a photo arrives without a measurement, `run()` from the button, and the
 * `detected` prop. Every path ends in the reducer's 'detected' action (or 'outline', for a refusal that found the
 * card's edge), which places the boxes only on the photo they were measured on, never over boxes the user placed
 * during an automatic run, and as one undo step.
 */
export function useAutoDetect({ photo, placed, dispatch, setStatus, detected }: Options) {
  const [detecting, setDetecting] = useState(false);
  const running = useRef<{ controller: AbortController; photo: Photo } | null>(null);
  const placedNow = useRef(placed);
  useEffect(() => {
    placedNow.current = placed;
  }, [placed]);

  const detect = useCallback(
    /** `busy` is said while it works: an automatic run says which photo it is measuring. */
    async (on: Photo, automatic: boolean, busy = 'Detecting…') => {
      running.current?.controller.abort();
      const controller = new AbortController();
      running.current = { controller, photo: on };
      setDetecting(true);
      setStatus(busy);
      try {
        // Let 'Detecting…' paint before the main thread spends a moment copying a large photo's pixels.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (controller.signal.aborted) return;
        const result = await detectInWorker(readPixels(on), controller.signal);
        const kept = automatic && placedNow.current;
        const outline = refusedOutline(result);
        if (!kept && result.ok) dispatch({ type: 'detected', photo: on, detected: result, automatic });
        if (!kept && outline) dispatch({ type: 'outline', photo: on, outline, automatic });
        setStatus(detectionMessage(result, kept));
      } catch (error) {
        if (controller.signal.aborted) return;
        setStatus(error instanceof TaintedPhotoError ? TAINTED : 'Auto-detect failed; place the boxes by hand.');
      } finally {
        if (running.current?.controller === controller) {
          running.current = null;
          setDetecting(false);
        }
      }
    },
    [dispatch, setStatus],
  );

  // A new photo or leaving the page ends a run on the photo shown before: its result would belong to another picture.
  useEffect(
    () => () => {
      if (running.current?.photo === photo) running.current?.controller.abort();
    },
    [photo],
  );

  // The server's measurement is applied once per photo and value, so a parent re-render never undoes a user's edit.
  const applied = useRef<{ photo: Photo; key: string } | null>(null);
  useEffect(() => {
    if (!photo || !detected) return;
    const key = JSON.stringify(detected);
    if (applied.current?.photo === photo && applied.current.key === key) return;
    applied.current = { photo, key };
    dispatch({ type: 'detected', photo, detected });
    setStatus(
      `Boxes placed from the measured result. Adjust the boxes if needed.${slantNote(detected.slant, Boolean(detected.corners))}${textNote(detected.textInBorder)}`,
    );
  }, [photo, detected, dispatch, setStatus]);

  return { detecting, detect, run: () => photo && detect(photo, false) };
}
