import type { PixelBuffer } from './types.js';

/**
 * Bilinear sample of every colour channel (alpha ignored) at a point in pixel-centre coordinates (pixel i covers
 * i..i+1, its centre at i + 0.5). Writes into `out` and returns the channel count; points outside give 0 channels.
 */
export function sampleColor(image: PixelBuffer, x: number, y: number, out: Float64Array): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= image.width || y0 + 1 >= image.height) return 0;
  const ax = fx - x0;
  const ay = fy - y0;
  const { channels, data } = image;
  const stride = image.width * channels;
  const at = y0 * stride + x0 * channels;
  const colours = channels === 1 ? 1 : 3;
  for (let c = 0; c < colours; c++) {
    const top = data[at + c]! + (data[at + channels + c]! - data[at + c]!) * ax;
    const bottom = data[at + stride + c]! + (data[at + stride + channels + c]! - data[at + stride + c]!) * ax;
    out[c] = top + (bottom - top) * ay;
  }
  return colours;
}

/**
 * Colour-gradient magnitude along a profile of samples: `profile` holds `count` samples of `colours` channels
 * (channel-interleaved), `step` apart. Central differences after a [1 2 1] smoothing, per unit of distance.
 */
export function profileGradient(profile: Float64Array, count: number, colours: number, step: number): Float64Array {
  const out = new Float64Array(count);
  const scale = 1 / (8 * step);
  for (let k = 2; k < count - 2; k++) {
    let energy = 0;
    for (let c = 0; c < colours; c++) {
      // No helper closure here: one per sample and channel cost more than the arithmetic.
      const at = k * colours + c;
      const ahead = profile[at + 2 * colours]! + 2 * profile[at + colours]! + profile[at]!;
      const behind = profile[at]! + 2 * profile[at - colours]! + profile[at - 2 * colours]!;
      const d = (ahead - behind) * scale;
      energy += d * d;
    }
    out[k] = Math.sqrt(energy);
  }
  return out;
}

/** Sub-sample position of a peak at index k from its neighbours (parabola through three points). */
export function parabolicPeak(values: ArrayLike<number>, k: number): number {
  const a = values[k - 1] ?? 0;
  const b = values[k]!;
  const c = values[k + 1] ?? 0;
  const denominator = a - 2 * b + c;
  if (denominator >= 0) return k;
  return k + Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / denominator));
}
