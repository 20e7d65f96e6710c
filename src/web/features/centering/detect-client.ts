import type { CenteringDetection } from '../../../shared/centering/detector';
import { measuredSize } from '../../../shared/centering/detector/measured-copy';
import type { DetectRequest } from './detect.worker';
import type { Photo } from './tool-state';

/** Thrown when the browser will not hand out the photo's pixels: an image from another site without CORS. */
export class TaintedPhotoError extends Error {}

/**
 * The photo's RGBA pixels as the server measures it: shrunk to the measured size, so that Auto-detect proposes what
 * the grader's review is given for the same photo (and a 50 MP photo costs no 200 MB in the tab).
 */
export function readPixels(photo: Photo): DetectRequest {
  const { width, height, scale } = measuredSize(photo.width, photo.height);
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width, height })
      : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !('getImageData' in context)) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo.source, 0, 0, width, height);
  try {
    return { width, height, scale, buffer: context.getImageData(0, 0, width, height).data.buffer };
  } catch (error) {
    // A canvas drawn with a cross-origin image is "tainted": reading it throws a SecurityError by design.
    if (error instanceof DOMException && error.name === 'SecurityError') throw new TaintedPhotoError();
    throw error;
  }
}

/** Runs the detector in a module worker (same origin, so the site's CSP allows it); aborting ends the worker. */
export function detectInWorker(request: DetectRequest, signal: AbortSignal): Promise<CenteringDetection> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./detect.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<CenteringDetection>) => {
      finish();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message || 'the detector could not start'));
    });
    worker.postMessage(request, [request.buffer]);
  });
}
