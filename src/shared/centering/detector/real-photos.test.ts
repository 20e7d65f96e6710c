import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhoto, readPhotoAsMeasured } from '../../../../scripts/centering/read-photo.js';
import { loadRealSet, REAL_SET_MISSING, type RealPhoto } from '../../../../scripts/centering/real-set.js';
import { scannedCloseCrop, slantPhoto, turnPhoto } from '../../../../scripts/centering/retaken.js';
import { detectCentering } from './detect-centering.js';
import { CARD_EDGE_UNCLEAR, FULL_ART, SLEEVE, UNLIKE_THE_OTHERS } from './refusals.js';
import { GLARE } from './inner-border.js';
import { MAX_SLANT } from './slant.js';
import type { CenteringDetection } from './types.js';

// The failure kinds real phone photos showed (issue 14), each on a real photo with hand-measured truth from
// ../shared/real-photos. Where the set is absent (a bare clone) these skip with a notice; in CI loading it throws.
const set = loadRealSet();
if (!set) console.warn(REAL_SET_MISSING);
const photo = (file: string): RealPhoto => {
  const found = set?.find((p) => p.file === file);
  if (!found) throw new Error(`${file} is missing from the real set`);
  return found;
};
/** Measured as the server measures it: the copy shrunk to the measured size, the card judged in the photo's pixels. */
const measure = async (file: string, minConfidence?: number) => {
  const { pixels, scale } = await readPhotoAsMeasured(await readFile(photo(file).path));
  return detectCentering(pixels, { minConfidence, scale });
};

/** The photo `file` changed by `retake` (a sharp pipeline on it) is measured within 1 point of its truth. */
async function expectRetakenWithin1(file: string, retake: (photo: Sharp) => Sharp) {
  const { truth } = photo(file);
  const changed = await retake(sharp(await readFile(photo(file).path))).toBuffer();
  const { pixels, scale } = await readPhotoAsMeasured(changed);
  const result = measured(detectCentering(pixels, { scale }));
  expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
  expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
}

function measured(result: CenteringDetection) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

/**
 * The photo `file` cut down round its card so that the card is `fill` of its width (a phone held closer), 3:4 where
 * the photo allows.
 */
async function closerPhoto(file: string, fill = 0.5): Promise<Buffer> {
  const original = await readFile(photo(file).path);
  const { pixels, scale } = await readPhotoAsMeasured(original);
  const { outer } = measured(detectCentering(pixels, { scale }));
  const width = Math.round(outer.width / scale / fill);
  const height = Math.round((width * 4) / 3);
  const left = Math.max(0, Math.round((outer.x + outer.width / 2) / scale - width / 2));
  const top = Math.max(0, Math.round((outer.y + outer.height / 2) / scale - height / 2));
  // In the photo's upright pixels, as the detector reads them (a phone's JPEG may be stored turned).
  const size = (await sharp(original).metadata()).autoOrient;
  return sharp(original)
    .rotate()
    .extract({ left, top, width: Math.min(width, size.width - left), height: Math.min(height, size.height - top) })
    .png()
    .toBuffer();
}

describe.skipIf(!set)('detectCentering on real card photos', () => {
  it('measures a blue-on-blue card back whose border fades into dark art on one side', async () => {
    const { truth } = photo('dimas__input_back_5.png');
    // On its left side the colour departs from the border's at the edge on only 55% of the scans (dark art next
    // to it), yet the edge shows along the whole side: measured at the product's threshold, not refused.
    const result = measured(await measure('dimas__input_back_5.png'));
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
    expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
  });

  it('still measures the blue-on-blue back when the photo is saved as a coarser JPEG', async () => {
    // At quality 80 the JPEG's blocks take the left edge's support from 95% of the scans to 89%: under the 90% of a
    // full edge, its confidence fell from 0.9 to 0.53 and the card was refused. Support now counts in part from 75%.
    await expectRetakenWithin1('dimas__input_back_5.png', (photo) => photo.jpeg({ quality: 80 }));
  });

  it('measures the blue-on-blue back in dim, warm light as in daylight', async () => {
    // A lamp's light: red at 75%, green 62%, blue 45%. The blue border's step to the art shrank below the detector's
    // thresholds (in levels) and the card was refused; each channel is stretched back to its white first.
    await expectRetakenWithin1('dimas__input_back_5.png', (photo) => photo.linear([0.75, 0.62, 0.45], [0, 0, 0]).png());
  });

  it('measures the blue-on-blue back photographed with the phone held at a slant over the table', async () => {
    // The table turned 25 degrees away, its far side at the top or at the left: the card's far half is shortened, its
    // outline 0.70-0.80 wide per high in the photo. The outline had to be card-shaped as seen, so the search took a
    // quad with a side beyond the card or inside it, and the card was refused ("inner border unclear"); the card's
    // shape is now judged with the slant taken out.
    const { truth } = photo('dimas__input_back_5.png');
    for (const side of ['top', 'left'] as const) {
      const slanted = await slantPhoto(await readFile(photo('dimas__input_back_5.png').path), 25, side);
      const { pixels, scale } = await readPhotoAsMeasured(slanted);
      const result = measured(detectCentering(pixels, { scale }));
      expect(Math.abs(result.lPct - truth!.lPct), side).toBeLessThan(1);
      expect(Math.abs(result.tPct - truth!.tPct), side).toBeLessThan(1);
      // Measured straightened, but the boxes, rectangles, miss the slanted card's corners: the tool says so.
      expect(result.slant, side).toBeGreaterThan(MAX_SLANT);
    }
    expect(measured(await measure('dimas__input_back_5.png')).slant).toBeLessThan(MAX_SLANT / 2);
  });

  it("finds the card's edge beyond a side whose outline took the border's inner edge for it", async () => {
    // The dark blue back with the table turned 20 degrees away, its far side at the top: the rough outline's right
    // side lands on the border's inner edge (24 px inside the card), the band inside it is art, and the card was
    // refused ("right: artwork reaches the card edge"). That side is now looked for further out, and taken where its
    // border has the colour of the three others.
    const { truth } = photo('dimas__input_back_9.png');
    const slanted = await slantPhoto(await readFile(photo('dimas__input_back_9.png').path), 20, 'top');
    const { pixels, scale } = await readPhotoAsMeasured(slanted);
    const result = measured(detectCentering(pixels, { scale }));
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
    expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
  });

  it('tells the photos taken with the phone at a slant from those taken from above', async () => {
    const slantOfPhoto = async (file: string) => {
      const result = await measure(file);
      return result.ok ? result.slant : result.card?.slant;
    };
    // Judged by eye: these three are plainly narrower at one end.
    for (const file of [
      'jack__Call_Of_The_Haunted.jpg',
      'jack__Gouki_Thunder_Ogre.jpg',
      'dimas__input_back_bad_1.jpeg',
    ])
      expect(await slantOfPhoto(file), file).toBeGreaterThan(MAX_SLANT);
    for (const file of [
      'dimas__input_back_9.png',
      'dimas__input_kakuna.png',
      'jack__Fighting_Spirit.jpg',
      'jack__Tynamo.jpg',
    ])
      expect(await slantOfPhoto(file), file).toBeLessThan(MAX_SLANT);
  });

  it('finds the card edge of a card turned 7 degrees under a phone slanted 25 degrees, not a frame inside it', async () => {
    // Slanted, the card's sides lie 4-12 degrees off the photo's axes: the search near the axes (up to 12 degrees)
    // met its steepest side at the end of its range and the outline took a line inside the card; the photo's own
    // strongest edge direction, 7 degrees, was not tried, as it lay within that range (refused: inner border unclear).
    const { truth } = photo('dimas__input_back_5.png');
    const turned = await turnPhoto(await readFile(photo('dimas__input_back_5.png').path), 7);
    const { pixels, scale } = await readPhotoAsMeasured(await slantPhoto(turned, 25, 'left'));
    const result = measured(detectCentering(pixels, { scale }));
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
    expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
  });

  it('finds a card half the frame wide, turned 9 degrees, under a phone slanted 20 degrees', async () => {
    // The phone's slant turns such a card's sides 17 degrees apart. The search at the photo's axes reached 12 degrees
    // and the next turn tried lay 20 degrees away, so the card was found at no turn (card edge not found; so were
    // eight of ten Magic photos retaken with the phone slanted). Where nothing is found, the photo's strongest edge
    // directions 5 degrees apart are tried too, the card's own turn among them.
    const { truth } = photo('dimas__input_back_9.png');
    const closer = await closerPhoto('dimas__input_back_9.png');
    const slanted = await slantPhoto(await turnPhoto(closer, 9), 20, 'left');
    const retaken = await readPhotoAsMeasured(slanted);
    const result = measured(detectCentering(retaken.pixels, { scale: retaken.scale }));
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
    expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
  });

  it("refuses a card whose outline took its penny sleeve's edge on one side, instead of measuring the sleeve's gap", async () => {
    // Kakuna closer and under a slanted phone: the outline's bottom lay on the sleeve's edge 8 px beyond the card,
    // whose grey gap read as the bottom border (47.8/77.5 at confidence 0.82, the truth 50/44.9). The band is not the
    // other borders' yellow, and nearer the paper's white than theirs.
    const slanted = await slantPhoto(await turnPhoto(await closerPhoto('dimas__input_kakuna.png'), 9), 20, 'top');
    const { pixels, scale } = await readPhotoAsMeasured(slanted);
    expect(detectCentering(pixels, { scale })).toMatchObject({
      ok: false,
      reason: `${CARD_EDGE_UNCLEAR} (bottom: ${UNLIKE_THE_OTHERS})`,
    });
  });

  it('takes the card edge of a yellow card on white paper, not the rule above its weakness line', async () => {
    const { truth } = photo('dimas__input_kakuna.png');
    const result = measured(await measure('dimas__input_kakuna.png'));
    // The outline is card-shaped (an outline on the rule is 10% too short) and the split is the card's.
    expect(result.outer.width / result.outer.height).toBeCloseTo(63 / 88, 1);
    expect(Math.abs(result.outer.width / result.outer.height / (63 / 88) - 1)).toBeLessThan(0.03);
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(2.5);
  });

  it('measures a card lying sideways and one upside down, reported with the smaller turn', async () => {
    const { truth } = photo('dimas__input_back_9.png');
    const file = await readFile(photo('dimas__input_back_9.png').path);
    for (const turn of [90, 180, 270]) {
      const turned = await readPhoto(await sharp(file).rotate(turn).png().toBuffer());
      const result = measured(detectCentering(turned));
      expect(result.angleDeg).toBeGreaterThan(-90);
      expect(result.angleDeg).toBeLessThanOrEqual(90);
      // Turned by a half turn or more (the card's ~4 degrees included), the card is read the other way up: its
      // left border is the print's right one, its top the print's bottom.
      const flipped = turn + 4 > 90 && turn + 4 <= 270;
      const lPct = flipped ? 100 - truth!.lPct : truth!.lPct;
      const tPct = flipped ? 100 - truth!.tPct : truth!.tPct;
      // A quarter turn swaps the card's own axes with the photo's, not its left with its top.
      expect(Math.abs(result.lPct - lPct), `turned ${turn}`).toBeLessThan(1);
      expect(Math.abs(result.tPct - tPct), `turned ${turn}`).toBeLessThan(1);
    }
  });

  it('measures a card photographed in a mirror as the mirror image of its photo, beside a thin shadow', async () => {
    // Tynamo's rough outline mirrored runs 28 px off the card at one end of its left side (the shadow beside it):
    // one narrow pass left the side agreed on 69% of its scans and the card was refused (confidence 0.65) where the
    // photo as taken is measured. The passes now go on until the edges settle.
    const file = await readFile(photo('jack__Tynamo.jpg').path);
    const asTaken = measured(await measure('jack__Tynamo.jpg'));
    const { pixels, scale } = await readPhotoAsMeasured(await sharp(file).rotate().flop().png().toBuffer());
    const mirrored = measured(detectCentering(pixels, { scale }));
    expect(Math.abs(mirrored.lPct - (100 - asTaken.lPct))).toBeLessThan(0.3);
    expect(Math.abs(mirrored.tPct - asTaken.tPct)).toBeLessThan(0.3);
    expect(mirrored.confidence).toBeCloseTo(asTaken.confidence, 1);
  });

  it('measures a yellow card whose inner edge is a faint rule, on the copy the server measures', async () => {
    // Shrunk from 3264 to 2400 px, the faint left edge shows on 89% of the scans instead of 95%; it was refused there
    // (confidence 0.49) while the full photo was measured.
    const { truth } = photo('jack__Tynamo.jpg');
    const result = measured(await measure('jack__Tynamo.jpg'));
    expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1.5);
    expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
  });

  it('gives a yellow card with a faint inner rule the same split when the camera is turned', async () => {
    // Turned by 8 degrees, the card is a sixth smaller on the measured copy and its left side shows three faint
    // lines; the one seen on most scans, a fainter one further in, was read as 57.7 (truth 54.85, untouched 53.6)
    // at confidence 0.87. The border ends at the strongest of them, as on the untouched photo. That rule shows on
    // 84% of the scans there (over 90% untouched), and the photo was refused at 0.62: it is measured now.
    const { truth } = photo('jack__Tynamo.jpg');
    const untouched = measured(await measure('jack__Tynamo.jpg'));
    // (Turned by 31 and -42 degrees too, in the retaken benchmark.)
    const retaken = await turnPhoto(await readFile(photo('jack__Tynamo.jpg').path), 8);
    const { pixels, scale } = await readPhotoAsMeasured(retaken);
    const turned = measured(detectCentering(pixels, { scale }));
    expect(Math.abs(turned.lPct - untouched.lPct)).toBeLessThan(1);
    expect(Math.abs(turned.lPct - truth!.lPct)).toBeLessThan(2);
    expect(Math.abs(turned.tPct - untouched.tPct)).toBeLessThan(1);
  });

  it('measures a card scanned and cropped close round it, not the frame inside it', async () => {
    // Straightened and cut out with 3 px of the table left round it, as a flatbed scan cropped to the card: its edge
    // is too near the photo's for the outline search, which took the border's inner edge for the card's (back_9:
    // "full-art"; Cleffa: its frame, 58.2 / 70 at 0.18). Looked at again with the photo's edge drawn out, each is
    // measured on its own edge.
    for (const file of ['dimas__input_back_9.png', 'dimas__input_cleffa.png']) {
      const { truth } = photo(file);
      const scan = await scannedCloseCrop(await readFile(photo(file).path));
      const { pixels, scale } = await readPhotoAsMeasured(scan!);
      const result = measured(detectCentering(pixels, { scale }));
      expect(Math.abs(result.lPct - truth!.lPct)).toBeLessThan(1);
      expect(Math.abs(result.tPct - truth!.tPct)).toBeLessThan(1);
    }
  });

  it('refuses a full-art card as full-art, never as "card edge not found"', async () => {
    const result = await measure('toshi__IMG_2838.JPG');
    expect(result).toMatchObject({ ok: false, reason: FULL_ART });
  });

  it('refuses a card in a dark deck sleeve for the sleeve, not as a full-art card', async () => {
    // The sleeve's dark rim was taken for a border that is not one plain colour (its sheen darkens towards the
    // card), and the photo was refused as full-art; the card's own edge inside the rim names the sleeve.
    // On the server's copy the rim passed for a border on a side or two, and the photo was refused as "inner border
    // unclear": the rim is looked for whenever a side fails.
    // Call of the Haunted's grey rim shines along two sides as a silver band does, but is too dark for one (see
    // shines in inner-border.ts): read as a border, it kept the rim from being looked for.
    const dark = ['jack__Fighting_Spirit.jpg', 'jack__Gouki_Thunder_Ogre.jpg', 'jack__Gouki_Suprex.jpg'];
    for (const file of [...dark, 'jack__Call_Of_The_Haunted.jpg']) {
      const result = await measure(file);
      if (!result.ok) expect(result.reason, file).toBe(SLEEVE);
    }
  });

  it('refuses a card in a red sleeve for the sleeve, not as full-art, where its first outline ran off the card', async () => {
    // Deskbot 007's first outline runs from the art's top edge to the photo's bottom, past the card: no border there.
    // Another outline tried finds the sleeve's edge, and its refusal is the one returned.
    const result = await measure('jack__Deskbot_007.jpg');
    expect(result).toMatchObject({ ok: false, reason: SLEEVE });
  });

  it('refuses a card in a coloured sleeve for the sleeve, not as an unclear border', async () => {
    // A light-blue sleeve's rim, 1.5-2% of the card's width, was read as the border on the left and top; where the
    // card touches the sleeve (right, bottom) no border was found, and the photo was "inner border unclear". No
    // printed border is that thin: the bands are the sleeve's.
    const result = await measure('jack__Red_Dragon_Archfiend.jpg');
    expect(result).toMatchObject({ ok: false, reason: SLEEVE });
  });

  it('says how many pixels a card too small in the photo has and how many it needs', async () => {
    const file = await readFile(photo('jack__Tynamo.jpg').path);
    // The same photo at a third of its size: the card, 766 px across, becomes about 255.
    const small = await readPhoto(await sharp(file).rotate().resize({ width: 1088 }).jpeg().toBuffer());
    const result = detectCentering(small);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^card too small in the photo: 2\d\d px across, 300 needed/);
    // Where it is, roughly, goes with the refusal: the photo's advice says it is small, not that it is missing.
    if (!result.ok) expect(Math.abs(result.card!.outer.width - 255)).toBeLessThan(20);
    // The same copy checked for a photo three times its size (the submit screen checks a 1200 px copy): the card
    // is judged in the original's pixels, and is big enough.
    const copy = detectCentering(small, { scale: 3 });
    expect(copy.ok ? '' : copy.reason).not.toMatch(/too small/);
  });

  it('refuses a soft gold border rather than offering a number far from the truth', async () => {
    for (const file of ['dimas__input_back_1.png', 'dimas__input_back_3.png']) {
      const { truth } = photo(file);
      const result = await measure(file);
      if (result.ok) expect(Math.abs(result.tPct - truth!.tPct), file).toBeLessThan(2.5);
    }
  });

  it('says glare, not artwork, when glare washes out one side of the border', async () => {
    // The penny sleeve's reflection whitens the left border of this blue back down two thirds of its length (blue
    // at the top, white at the bottom); the other three sides are found within 0.6 px of the truth.
    const result = await measure('dimas__input_back_7.png');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe(`inner border unclear (left: ${GLARE})`);
    // The card's own edge was found: the tool puts its outer box there for the grader.
    if (!result.ok) expect(result.card).toMatchObject({ outer: expect.any(Object) });
  });

  it('does not call a logo running off a miscut card glare, even a little out of focus', async () => {
    // Blurred, the top border's colours along the side pass from the yellow logo to the white of the next card; they
    // go up and down on the way, where glare's brighten one way.
    const blurred = await sharp(await readFile(photo('dimas__input_back_bad_1.jpeg').path))
      .rotate()
      .blur(1.5)
      .png()
      .toBuffer();
    const { pixels, scale } = await readPhotoAsMeasured(blurred);
    const result = detectCentering(pixels, { scale });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toContain(GLARE);
  });
});
