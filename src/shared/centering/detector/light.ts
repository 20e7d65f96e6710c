import type { PixelBuffer } from './types.js';

/**
 * A channel whose white reaches this is left as it is: the detector's thresholds (in levels) were chosen on photos
 * whose whites lie at 200-255 (the real sets' photos: Tynamo's grey cloth under warm light at 230, 214, 200). A
 * darker channel is stretched until its white reaches this, no further, so that a photo in good light and the
 * same photo under a lamp give the same steps.
 */
const WHITE_ENOUGH = 204;
/** Stretches smaller than this are not worth a copy of the photo. */
const MIN_GAIN = 1.05;
/** Never more than this: a photo this dark is mostly noise, and its warnings say so before the detector runs. */
const MAX_GAIN = 3;
/** The brightest share of the samples, per channel, taken as that channel's white (glare and print dots aside). */
const WHITE_SHARE = 0.01;
/** One sample per this many pixels along each axis: enough for a percentile, a small part of one look at the photo. */
const SAMPLE_STEP = 8;

/**
 * The photo with each colour channel stretched so that its brightest 1% reaches at least WHITE_ENOUGH: a photo in
 * dim or warm light (a lamp at night, a blue-on-blue back under yellow light) has its borders' steps shrunk by the
 * light, per channel, and the detector's thresholds are in levels. The same photo in good light comes back as it
 * is (no copy is made). Grayscale photos are stretched as one channel.
 */
export function balanceLight(image: PixelBuffer): PixelBuffer {
  const { width, height, data, channels } = image;
  const planes = channels === 1 ? 1 : 3;
  const histograms = Array.from({ length: planes }, () => new Uint32Array(256));
  let samples = 0;
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      const at = (y * width + x) * channels;
      for (let c = 0; c < planes; c++) histograms[c]![data[at + c]!]!++;
      samples++;
    }
  }
  const gains = histograms.map((histogram) => {
    let seen = 0;
    let white = 255;
    while (white > 0 && seen + histogram[white]! < WHITE_SHARE * samples) seen += histogram[white--]!;
    return Math.min(MAX_GAIN, Math.max(1, WHITE_ENOUGH / Math.max(1, white)));
  });
  if (gains.every((gain) => gain < MIN_GAIN)) return image;
  const tables = gains.map((gain) => Uint8ClampedArray.from({ length: 256 }, (_, v) => Math.round(v * gain)));
  const out = new Uint8ClampedArray(data.length);
  if (channels === 4 && data.byteOffset % 4 === 0 && LITTLE_ENDIAN) stretchWords(data, out, tables);
  else
    for (let i = 0; i < data.length; i += channels) {
      for (let c = 0; c < planes; c++) out[i + c] = tables[c]![data[i + c]!]!;
      if (channels === 4) out[i + 3] = data[i + 3]!;
    }
  return { width, height, data: out, channels };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The stretch of an RGBA photo a pixel at a time, as one 32-bit word (red in its lowest byte), through tables
 * already shifted to their byte: a 12 MP photo's copy byte by byte was a quarter of the detector's time on a
 * photo in dim light.
 */
function stretchWords(data: PixelBuffer['data'], out: Uint8ClampedArray, tables: Uint8ClampedArray[]) {
  const [red, green, blue] = tables.map((table, c) => Uint32Array.from(table, (v) => v << (8 * c))) as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  const from = new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
  const to = new Uint32Array(out.buffer);
  for (let i = 0; i < from.length; i++) {
    const v = from[i]!;
    to[i] = (red[v & 255]! | green[(v >>> 8) & 255]! | blue[(v >>> 16) & 255]! | (v & 0xff000000)) >>> 0;
  }
}
