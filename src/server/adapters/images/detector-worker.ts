import { parentPort } from 'node:worker_threads';
import { detectCentering, type PixelBuffer } from '../../../shared/centering/detector/index.js';

/** One photo's pixels to measure, and what the answer is called back by. */
export type DetectorTask = { id: number; pixels: PixelBuffer; scale: number };

// The detector is plain JavaScript that takes 100-200 ms a photo: here, in a worker thread of the pool
// (detector-pool.ts), it never holds up the requests the server's main thread answers meanwhile.
parentPort!.on('message', ({ id, pixels, scale }: DetectorTask) => {
  try {
    parentPort!.postMessage({ id, detection: detectCentering(pixels, { scale }) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
