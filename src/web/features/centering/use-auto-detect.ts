import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { detectInWorker, readPixels, TaintedPhotoError } from './detect-client';
import { detectionMessage, type Detected } from './detection';
import type { Photo, ToolAction } from './tool-state';

const TAINTED =
  'Could not measure: this browser will not let the page read an image from another site. Save the image and upload the file instead.';

/**
 * The Auto-detect button's run and the `detected` prop share one path: both end in the reducer's 'detected'
 * action, which places the boxes only on the photo they were measured on.
 */
export function useAutoDetect(
  photo: Photo | null,
  dispatch: Dispatch<ToolAction>,
  setStatus: (status: string) => void,
  detected?: Detected,
) {
  const [detecting, setDetecting] = useState(false);
  const running = useRef<AbortController | null>(null);

  const place = useCallback(
    (on: Photo, result: Detected) => dispatch({ type: 'detected', photo: on, detected: result }),
    [dispatch],
  );

  const run = useCallback(async () => {
    if (!photo) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setDetecting(true);
    setStatus('Detecting…');
    try {
      // Let 'Detecting…' paint before the main thread spends a moment copying a large photo's pixels.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = await detectInWorker(readPixels(photo), controller.signal);
      if (result.ok) place(photo, result);
      setStatus(detectionMessage(result));
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus(error instanceof TaintedPhotoError ? TAINTED : 'Auto-detect failed; place the boxes by hand.');
    } finally {
      if (running.current === controller) {
        running.current = null;
        setDetecting(false);
      }
    }
  }, [photo, place, setStatus]);

  // A new photo or leaving the page ends a run: its result would belong to another picture.
  useEffect(() => () => running.current?.abort(), [photo]);

  // The server's measurement is applied once per photo and value, so a parent re-render never undoes a user's edit.
  const applied = useRef<{ photo: Photo; key: string } | null>(null);
  useEffect(() => {
    if (!photo || !detected) return;
    const key = JSON.stringify(detected);
    if (applied.current?.photo === photo && applied.current.key === key) return;
    applied.current = { photo, key };
    place(photo, detected);
    setStatus('Boxes placed from the measured result. Adjust the boxes if needed.');
  }, [photo, detected, place, setStatus]);

  return { detecting, run };
}
