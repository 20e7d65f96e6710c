import type { CenteringDetection } from '../../../shared/centering/detector';
import type { DetectRequest } from './detect.worker';
import type { Photo } from './tool-state';

/** Thrown when the browser will not hand out the photo's pixels: an image from another site without CORS. */
export class TaintedPhotoError extends Error {}

/** The photo's RGBA pixels at its natural size; the detector downscales by itself and needs the full detail. */
export function readPixels(photo: Photo): DetectRequest {
  const { width, height } = photo;
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width, height })
      : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !('getImageData' in context)) throw new Error('no 2D canvas');
  context.drawImage(photo.source, 0, 0, width, height);
  try {
    return { width, height, buffer: context.getImageData(0, 0, width, height).data.buffer };
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
