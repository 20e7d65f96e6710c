import { detectCentering, inPhotoPixels, type CenteringDetection } from '../../../shared/centering/detector';

/**
 * RGBA pixels of the copy the server measures too (see measuredSize) and the photo's pixels per pixel of it; the
 * buffer is transferred, not copied.
 */
export type DetectRequest = { width: number; height: number; buffer: ArrayBuffer; scale: number };

// The detector runs for hundreds of milliseconds on a large photo: here, off the main thread, the page stays live.
self.addEventListener('message', (event: MessageEvent<DetectRequest>) => {
  const { width, height, buffer, scale } = event.data;
  let result: CenteringDetection;
  try {
    const measured = detectCentering({ width, height, data: new Uint8ClampedArray(buffer), channels: 4 }, { scale });
    result = inPhotoPixels(measured, scale);
  } catch (error) {
    result = {
      ok: false,
      confidence: 0,
      reason: `detector error (${error instanceof Error ? error.message : 'unknown'})`,
    };
  }
  self.postMessage(result);
});
