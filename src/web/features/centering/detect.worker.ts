import { detectCentering, type CenteringDetection } from '../../../shared/centering/detector';

/** RGBA pixels of the full photo; the buffer is transferred, not copied, so a 12 MP photo costs no second 48 MB. */
export type DetectRequest = { width: number; height: number; buffer: ArrayBuffer };

// The detector runs for hundreds of milliseconds on a large photo: here, off the main thread, the page stays live.
self.addEventListener('message', (event: MessageEvent<DetectRequest>) => {
  const { width, height, buffer } = event.data;
  let result: CenteringDetection;
  try {
    result = detectCentering({ width, height, data: new Uint8ClampedArray(buffer), channels: 4 });
  } catch (error) {
    result = {
      ok: false,
      confidence: 0,
      reason: `detector error (${error instanceof Error ? error.message : 'unknown'})`,
    };
  }
  self.postMessage(result);
});
