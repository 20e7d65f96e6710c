import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import type { PixelBuffer } from '../../src/shared/detector/index.js';

/** ISO-BMFF brands of HEIC/HEIF files: sharp's prebuilt binaries cannot decode them, heic-decode can. */
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

const isHeic = (file: Buffer) =>
  file.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.includes(file.subarray(8, 12).toString('latin1'));

/** The photo's pixels as the user sees it: EXIF orientation applied, RGBA. Throws on anything that is no image. */
export async function readPhoto(file: Buffer): Promise<PixelBuffer> {
  if (isHeic(file)) {
    const image = await decodeHeic({ buffer: file });
    return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data), channels: 4 };
  }
  const { data, info } = await sharp(file).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    channels: 4,
  };
}

/** A synthetic photo as a JPEG at the scene's quality, the way a phone would deliver it. */
export async function encodeJpeg(image: PixelBuffer, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .jpeg({ quality })
    .toBuffer();
}
