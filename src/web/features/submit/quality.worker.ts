import { assessPhoto } from '../../../shared/photo-quality/index';
import type { QualityRequest, QualityReply } from './quality';

/**
 * The photo checks, off the main thread: decoding a 12 MP photo and running the centering detector take
 * hundreds of milliseconds, which would freeze the form while the collector adds the next photo.
 */

/** Long side of the copy that is measured: the detector works to a pixel or two at this size, and fast. */
const ANALYSED_LONG_SIDE = 1200;

async function measure({ id, file, detect, scale: given }: QualityRequest): Promise<QualityReply> {
  const bitmap = await createImageBitmap(file); // EXIF orientation applied, as in the preview
  const scale = Math.max(1, Math.max(bitmap.width, bitmap.height) / ANALYSED_LONG_SIDE);
  const width = Math.max(1, Math.round(bitmap.width / scale));
  const height = Math.max(1, Math.round(bitmap.height / scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  return { id, quality: assessPhoto({ width, height, data, channels: 4 }, { scale: scale * given, detect }) };
}

self.addEventListener('message', (event: MessageEvent<QualityRequest>) => {
  measure(event.data).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage({ id: event.data.id, quality: null } satisfies QualityReply),
  );
});
