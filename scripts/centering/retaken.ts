// The real photos as another hand would have taken them: the camera turned, further away, the phone slanted, out of
// focus, under a lamp, a coarser JPEG, the card on a dark table, scanned and cropped close, the card the other way round. A detector tuned on the
// untouched photos must give the same split on these (the benchmark scripts/bench/centering-retaken.ts and the tests
// on real photos use them).
import sharp from 'sharp';
import { measuredCopy } from '../../src/server/features/centering/service.js';
import { applyHomography, distance, homographyFrom } from '../../src/shared/centering/detector/geometry.js';
import { detectCentering, MEASURED_LONG_SIDE } from '../../src/shared/centering/detector/index.js';
import { flattenCard } from './read-photo.js';

/** One way of retaking a photo, and where the untouched card's left and top shares land in it. */
export type Retake = {
  name: string;
  /** Null where the photo cannot be retaken so (no card found in it to lay on another table). */
  make: (photo: Buffer) => Promise<Buffer | null>;
  /** The left and top shares the retaken photo should give, from the untouched card's. */
  expected: (lPct: number, tPct: number) => [number, number];
};

const same = (lPct: number, tPct: number): [number, number] => [lPct, tPct];

/**
 * The photo turned by `degrees` (clockwise) as if the camera had been turned. The frame is widened first by its
 * edge pixels carried outwards and blurred, blended into the photo over its outer 4%, so that no straight frame line
 * or smeared streak appears beside the card (a real photo has neither); the result is 1.2x the photo's size around
 * its centre.
 */
export async function turnPhoto(photo: Buffer, degrees: number): Promise<Buffer> {
  // A 24 MP photo is first brought to the size the server measures (the widened frame would pass sharp's limit).
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(MEASURED_LONG_SIDE, MEASURED_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const pad = Math.round(0.6 * Math.max(width, height));
  const wide = { width: width + 2 * pad, height: height + 2 * pad };
  // The frame's edge pixels carried out and blurred: the field meets the photo in its own colours.
  const field = await sharp(data, { raw: { width, height, channels: 3 } })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'copy' })
    .blur(0.03 * Math.max(width, height))
    .raw()
    .toBuffer();
  const feather = Math.round(0.04 * Math.min(width, height));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.min(x, y, width - 1 - x, height - 1 - y) / feather;
      const w = d >= 1 ? 1 : d * d * (3 - 2 * d);
      const from = (y * width + x) * 3;
      const to = ((y + pad) * wide.width + x + pad) * 3;
      for (let c = 0; c < 3; c++) field[to + c] = Math.round(data[from + c]! * w + field[to + c]! * (1 - w));
    }
  }
  const turned = await sharp(field, { raw: { ...wide, channels: 3 } })
    .rotate(degrees)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = { width: Math.round(1.2 * width), height: Math.round(1.2 * height) };
  return sharp(turned.data, { raw: turned.info })
    .extract({
      left: Math.round((turned.info.width - out.width) / 2),
      top: Math.round((turned.info.height - out.height) / 2),
      ...out,
    })
    .png()
    .toBuffer();
}

/**
 * A phone's focal length in long sides of its photo, for the slanted retakes: a little longer than the detector's
 * assumed one (0.8, see rectifiedAspect), so that the check does not pass merely by sharing its assumption.
 */
const SLANT_FOCAL = 0.95;

/**
 * The photo as a phone held at a slant would take it: the table (the photo's plane) turned by `degrees` about the
 * photo's middle line, `side` of it further away, seen through a phone's lens from where the photo was taken. The
 * far half is shortened and narrowed, as on real photos of cards on a table (the outline of a 63:88 card 0.76-0.80
 * wide per high). What the turned plane leaves uncovered at the far edge repeats the photo's edge pixels.
 * Resampled bilinearly.
 */
export async function slantPhoto(photo: Buffer, degrees: number, side: 'top' | 'left'): Promise<Buffer> {
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const focal = SLANT_FOCAL * Math.max(width, height);
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  const frame = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  // Where a point of the slanted photo shows the untouched one: `far` runs across the far side (negative towards
  // it), `along` along it; a point at depth focal - far * sin was at focal before the turn.
  const source = ({ x, y }: { x: number; y: number }) => {
    const [along, far] = side === 'top' ? [x - width / 2, y - height / 2] : [y - height / 2, x - width / 2];
    const farBefore = (far * focal) / (focal * cos + far * sin);
    const alongBefore = (along * (focal - farBefore * sin)) / focal;
    return side === 'top'
      ? { x: width / 2 + alongBefore, y: height / 2 + farBefore }
      : { x: width / 2 + farBefore, y: height / 2 + alongBefore };
  };
  const seen = frame.map(source);
  const toScene = homographyFrom(frame, seen);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applyHomography(toScene, x + 0.5, y + 0.5);
      const sx = Math.min(width - 1.001, Math.max(0, p.x - 0.5));
      const sy = Math.min(height - 1.001, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => data[(yy * width + xx) * 3 + c]!;
        const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
        const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
        out[(y * width + x) * 3 + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * The photo as the server measures it, and the card in it where the detector's outline lies on it (measured or not):
 * its corners and its size. Null where no card-shaped outline was found.
 */
async function untouchedCard(photo: Buffer) {
  const { pixels, scale } = await measuredCopy(photo);
  const found = detectCentering(pixels, { scale, minConfidence: 0 });
  const corners = found.ok ? found.corners : found.card?.corners;
  if (!corners) return null;
  const width = (distance(corners[0], corners[1]) + distance(corners[3], corners[2])) / 2;
  const height = (distance(corners[0], corners[3]) + distance(corners[1], corners[2])) / 2;
  return { pixels, corners, width, height };
}

/** On the dark table, what lies outside the card keeps this share of its light (a light wood of 180 levels: 54). */
const DARK_TABLE_LIGHT = 0.3;
/** A card's corners are rounded by about this share of its width (3 mm of 63). */
const CORNER_SHARE = 0.05;

/**
 * The card laid on a dark table (a black-bordered card on a dark desk or playmat, its edge a step of 10-30 levels):
 * the photo as the server measures it, everything outside the card kept at DARK_TABLE_LIGHT of its light, the card
 * itself untouched. The card is where the detector's outline lies on the untouched photo (measured or not), its
 * corners rounded as a card's, its edge drawn over one pixel. Null where no card-shaped outline was found.
 */
export async function onDarkTable(photo: Buffer): Promise<Buffer | null> {
  const card = await untouchedCard(photo);
  if (!card) return null;
  const { pixels, corners, width, height } = card;
  const frame = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const toCard = homographyFrom(corners, frame);
  const radius = CORNER_SHARE * width;
  /** How far inside the card's rounded outline a point of its frame lies (negative outside), in its pixels. */
  const inside = ({ x, y }: { x: number; y: number }) => {
    const dx = Math.max(radius - x, x - (width - radius), 0);
    const dy = Math.max(radius - y, y - (height - radius), 0);
    if (dx > 0 && dy > 0) return radius - Math.hypot(dx, dy);
    return Math.min(x, width - x, y, height - y);
  };
  const { width: w, height: h, channels, data } = pixels;
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const kept = Math.min(1, Math.max(0, inside(applyHomography(toCard, x + 0.5, y + 0.5)) + 0.5));
      const light = kept + (1 - kept) * DARK_TABLE_LIGHT;
      for (let c = 0; c < 3; c++)
        out[(y * w + x) * 3 + c] = Math.round(data[(y * w + x) * channels + Math.min(c, channels - 1)]! * light);
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

/** A scan cropped close round the card keeps this share of the card's width of what lies round it (3 px of 600). */
const CLOSE_CROP_SHARE = 0.005;

/**
 * The card as a flatbed scan cropped close round it would show it: the photo as the server measures it, the card
 * straightened (its perspective and turn taken out, by the detector's outline on the untouched photo, measured or
 * not) and cut out with CLOSE_CROP_SHARE of its width of the table left round it, so that its edge lies a few pixels
 * from the photo's (the scans of a 1952 Mantle and of a 1st edition Pikachu seen so, 0-10 px off). Null where no
 * card-shaped outline was found.
 */
export async function scannedCloseCrop(photo: Buffer): Promise<Buffer | null> {
  const card = await untouchedCard(photo);
  if (!card) return null;
  const size = { width: Math.round(card.width), height: Math.round(card.height) };
  const margin = Math.max(1, Math.round(CLOSE_CROP_SHARE * card.width));
  const scan = flattenCard(card.pixels, card.corners, { ...size, margin });
  return sharp(scan.data, { raw: { width: scan.width, height: scan.height, channels: 3 } })
    .png()
    .toBuffer();
}

const turned = (degrees: number): Retake => ({
  name: `turned ${degrees}°`,
  make: (photo) => turnPhoto(photo, degrees),
  expected: same,
});

const coarser = (quality: number): Retake => ({
  name: `JPEG quality ${quality}`,
  make: (photo) => sharp(photo).rotate().jpeg({ quality }).toBuffer(),
  expected: same,
});

/** The ways a photo is retaken in the benchmark: turns up to 42 degrees either way, smaller, coarser, mirrored. */
export const RETAKES: Retake[] = [
  turned(8),
  turned(-17),
  turned(31),
  turned(-42),
  {
    name: 'from further away (0.7x)',
    make: async (photo) => {
      const { autoOrient } = await sharp(photo).metadata();
      return sharp(photo)
        .rotate()
        .resize(Math.round(0.7 * autoOrient.width))
        .png()
        .toBuffer();
    },
    expected: same,
  },
  { name: 'phone slanted 20° (top far)', make: (photo) => slantPhoto(photo, 20, 'top'), expected: same },
  { name: 'phone slanted 20° (left far)', make: (photo) => slantPhoto(photo, 20, 'left'), expected: same },
  {
    name: 'a little out of focus',
    make: (photo) => sharp(photo).rotate().blur(1.5).png().toBuffer(),
    expected: same,
  },
  {
    name: 'dim, warm light',
    make: (photo) => sharp(photo).rotate().linear([0.75, 0.62, 0.45], [0, 0, 0]).png().toBuffer(),
    expected: same,
  },
  coarser(80),
  coarser(60),
  { name: 'on a dark table', make: onDarkTable, expected: same },
  { name: 'scanned, cropped close', make: scannedCloseCrop, expected: same },
  {
    name: 'mirrored',
    make: (photo) => sharp(photo).rotate().flop().png().toBuffer(),
    expected: (lPct, tPct) => [100 - lPct, tPct],
  },
];
