import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { REQUIRED_PHOTOS } from '../../src/shared/constants.js';
import type { TestApp } from './app.js';

export const HEIC_FIXTURE = path.resolve(import.meta.dirname, '../fixtures/card.heic');

/** A small PNG of one colour (each call may pick another, so photos differ). */
export const makePng = (width = 64, height = 48, background = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG; with an EXIF `orientation` (6: taken sideways) it shows `height` wide and `width` high. */
export const makeJpeg = (width = 64, height = 48, background = '#aa6633', orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

/** Text written into the EXIF of `makeJpegWithGps`, to look for in what the server hands out. */
export const GPS_MARKERS = { datum: 'WGS-84-GRADEWISE', description: 'taken-at-home' };

/** A JPEG that carries EXIF with a GPS position (IFD3 is the GPS directory) and a description. */
export const makeJpegWithGps = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#228844' } })
    .withExif({
      IFD0: { ImageDescription: GPS_MARKERS.description },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2959/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
        GPSMapDatum: GPS_MARKERS.datum,
      },
    })
    .jpeg()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of any size, written by hand: a 20000x20000 one (400 megapixels) is about 50 KB,
 * a decompression bomb in miniature.
 */
export function makeHugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded with zeros after its end to exactly `bytes` (decoders ignore what follows IEND). */
export async function makePaddedPng(bytes: number): Promise<Buffer> {
  const png = await makePng(16, 16);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

export type FilePart = { name: string; data: Buffer; filename?: string; contentType?: string };
export type Multipart = { body: Buffer; contentType: string };

/** A multipart body as a browser's FormData would send it: text fields, then files. */
export async function multipart(fields: Record<string, string>, files: FilePart[]): Promise<Multipart> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.contentType ?? 'image/png' });
    form.append(file.name, blob, file.filename ?? `${file.name}.png`);
  }
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/**
 * A multipart body built by hand, for what FormData would clean up: file names are written into the headers
 * exactly as given (path separators, NUL, any length).
 */
export function rawMultipart(fields: Record<string, string>, files: FilePart[]): Multipart {
  const boundary = `----gradewise-${crypto.randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? 'photo.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
        'latin1',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const CARD_FIELDS = { cardName: 'Charizard Holo', cardNumber: '4/102' };

/** The ten required photos, each a small PNG of its own colour. */
export async function requiredPhotos(): Promise<FilePart[]> {
  return Promise.all(
    REQUIRED_PHOTOS.map(async (photo, index) => ({
      name: photo.key,
      data: await makePng(48 + index, 64, `#${(0x203040 + index * 0x0a0b0c).toString(16).padStart(6, '0')}`),
      filename: `${photo.key}.png`,
      contentType: 'image/png',
    })),
  );
}

/** Sends a submission as the signed-in browser behind `cookie` would (same origin, an Idempotency-Key). */
export function postSubmission(
  t: TestApp,
  cookie: string | undefined,
  body: Multipart,
  options: { idempotencyKey?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const key = options.idempotencyKey === undefined ? crypto.randomUUID() : options.idempotencyKey;
  return t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: {
      origin: t.config.publicUrl,
      'content-type': body.contentType,
      ...(cookie ? { cookie } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body.body,
  });
}

/** Every file below `root` (relative, with forward slashes); an absent folder has none. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
