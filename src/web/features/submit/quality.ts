import type { PhotoQuality } from '../../../shared/photo-quality/index';

/** Where a photo's checks stand; 'unavailable' when this browser cannot run them (or decode the photo). */
export type QualityCheck = { state: 'checking' } | { state: 'done'; quality: PhotoQuality } | { state: 'unavailable' };

/** `scale`: how many times smaller than the original the given image is (a HEIC photo's decoded preview). */
export type QualityRequest = { id: number; file: Blob; detect: boolean; scale: number };
export type QualityReply = { id: number; quality: PhotoQuality | null };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (quality: PhotoQuality | null) => void>();

/** One worker for the page, started on the first photo: the photos queue in it rather than decode all at once. */
function photoWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./quality.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<QualityReply>) => {
    waiting.get(event.data.id)?.(event.data.quality);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    // A worker that failed to start answers nothing: settle every photo, and try a fresh one next time.
    waiting.forEach((settle) => settle(null));
    waiting.clear();
    worker?.terminate();
    worker = null;
  });
  return worker;
}

/**
 * Measures a photo in the background; resolves to null when it cannot be checked here (no workers, a format
 * the browser cannot decode). `detect` runs the centering detector too, worth its time on the front and back.
 */
export function checkPhotoQuality(file: Blob, detect: boolean, scale = 1): Promise<PhotoQuality | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    photoWorker().postMessage({ id, file, detect, scale } satisfies QualityRequest);
  });
}
