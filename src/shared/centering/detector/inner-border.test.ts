import { describe, expect, it } from 'vitest';
import { homographyFrom } from './geometry.js';
import { ARTWORK_TO_EDGE, ASKEW, departsAt, findBorderEdge, TEXT_IN_BORDER } from './inner-border.js';
import type { PixelBuffer } from './types.js';

// A flat card filling the image (630x880 px): a black border, 20 px deep on three sides and 41 at the bottom, as
// on a modern Magic card, around a light frame. Grey levels, one channel.
const SIZE = { width: 630, height: 880 };
const cardToImage = (() => {
  const corners = [
    { x: 0, y: 0 },
    { x: SIZE.width, y: 0 },
    { x: SIZE.width, y: SIZE.height },
    { x: 0, y: SIZE.height },
  ];
  return homographyFrom(corners, corners);
})();

function card(paint: (x: number, fromBottom: number) => number | null): PixelBuffer {
  const data = new Uint8Array(SIZE.width * SIZE.height);
  for (let y = 0; y < SIZE.height; y++)
    for (let x = 0; x < SIZE.width; x++) {
      const fromBottom = SIZE.height - 1 - y;
      const inBorder = x < 20 || x >= SIZE.width - 20 || y < 20 || fromBottom < 41;
      data[y * SIZE.width + x] = paint(x, fromBottom) ?? (inBorder ? 15 : 200);
    }
  return { width: SIZE.width, height: SIZE.height, channels: 1, data };
}

/** White "words" 8 px tall whose lowest row lies 17 px from the bottom edge, 40 px long with 20 px between. */
const credits = (x: number, fromBottom: number) => (fromBottom >= 17 && fromBottom < 25 && x % 60 < 40 ? 245 : null);

describe('findBorderEdge', () => {
  it('measures a plain border to its inner edge', () => {
    const bottom = findBorderEdge(
      card(() => null),
      cardToImage,
      SIZE,
      'bottom',
    );
    expect(bottom.depth).toBeCloseTo(41, 0);
  });

  it('measures a border with text printed in it past the text, to the frame behind it', () => {
    // Two scans in three meet the words first; the others pass between them and all meet the frame at 41 px.
    const bottom = findBorderEdge(card(credits), cardToImage, SIZE, 'bottom');
    expect(bottom).toMatchObject({ text: true });
    expect(bottom.depth).toBeCloseTo(41, 0);
    // The other sides, without text, are measured as before.
    expect(findBorderEdge(card(credits), cardToImage, SIZE, 'left').depth).toBeCloseTo(20, 0);
  });

  it("reads the border's colour past the card's edge where a dark shadow held the outline a few pixels out", () => {
    // The outline's side lies 4 px outside the card, on its shadow: the table darkens into the black border over
    // 5 px (as beside Magic's Battering Craghorn), then the border runs 20 px to the light frame.
    const shadow = [42, 40, 39, 36, 24];
    const shadowed = (x: number) => (x < shadow.length ? shadow[x]! : x < 25 ? 12 : null);
    const left = findBorderEdge(card(shadowed), cardToImage, SIZE, 'left');
    // The border read from the outline: 5 px of shadow and 20 of border (it was 4: the blur, read as a border).
    expect(left.depth).toBeCloseTo(25, 0);
  });

  it("reads the border's colour past a dark line at the card's cut edge", () => {
    // As on Magic's Battering Craghorn: the table, the card's edge over 2 px down to a line darker than the border
    // (9 levels against 35), the border coming back to its own black over 4 px, and the light frame 25 px in.
    const rim = [110, 19, 9, 20, 28, 32];
    const lined = (x: number) => (x < rim.length ? rim[x]! : x < 25 ? 35 : null);
    const left = findBorderEdge(card(lined), cardToImage, SIZE, 'left');
    // The border's colour was read on the line, and the border ended where the black came back to 35: 3 px in.
    expect(left.depth).toBeCloseTo(25, 0);
    // A thin border is not taken for a rim: paper, a black border 6 px deep, then light art, is measured at 6.
    const thin = (x: number) => (x < 1 ? 110 : x < 6 ? 12 : 200);
    expect(findBorderEdge(card(thin), cardToImage, SIZE, 'left').depth).toBeCloseTo(6, 0);
  });

  it("reads the border's colour past a pale line at the card's cut edge", () => {
    // As on Magic's Dig Through Time on green cloth: the outline on the cloth's shadow, then the card's cut side, a
    // pale line 2 px wide catching the light more here and less there, then the black border to the light frame 25
    // px in. Its colour was read on the line, which varied along the side as a border's ink does not: 0.64, refused.
    const pale = (x: number, fromBottom: number) => {
      const light = 60 + 10 * (fromBottom % 5);
      const rim = [40, light, light + 15, light - 20, 15];
      return x < rim.length ? rim[x]! : x < 25 ? 20 : null;
    };
    const left = findBorderEdge(card(pale), cardToImage, SIZE, 'left');
    expect(left.depth).toBeCloseTo(25, 0);
    expect(left.confidence).toBeGreaterThan(0.9);
    // A thin border is still not taken for the cut edge: a light border 6 px deep, then dark art, is measured at 6.
    const thin = (x: number) => (x < 1 ? 60 : x < 6 ? 95 : 20);
    expect(findBorderEdge(card(thin), cardToImage, SIZE, 'left').depth).toBeCloseTo(6, 0);
  });

  it("does not measure a border whose edge runs askew to the card's edge found", () => {
    // The outline's left side turned against the card: the black border's inner edge lies 10 px in at the top and 45
    // at the bottom (2.3 degrees). A printed border is parallel to the card's edge: the outline is wrong there.
    const askew = (x: number, fromBottom: number) => {
      const y = SIZE.height - 1 - fromBottom;
      return x < 10 + (35 * y) / SIZE.height ? 15 : x < 120 ? 200 : null;
    };
    const found = findBorderEdge(card(askew), cardToImage, SIZE, 'left');
    expect(found).toMatchObject({ depth: null, why: ASKEW });
    // The edge read is given, at the side's two ends, for the outline to be put right by (see detectCentering).
    const line = found.depth === null ? found.askew : undefined;
    expect(line?.start).toBeCloseTo(10, -0.5);
    expect(line?.end).toBeCloseTo(45, -0.5);
    // A print turned a little against the card (half a degree: 20 px in at the top, 27 at the bottom) is measured.
    const turned = (x: number, fromBottom: number) => {
      const y = SIZE.height - 1 - fromBottom;
      return x < 20 + (7 * y) / SIZE.height ? 15 : x < 120 ? 200 : null;
    };
    expect(findBorderEdge(card(turned), cardToImage, SIZE, 'left').depth).toBeCloseTo(23.5, 0);
  });

  it('measures past credits that leave one scan in six through, between them', () => {
    // Two runs of text, left and right, with a 64 px gap (a sixth of the scanned middle) where the frame shows.
    const longCredits = (x: number, fromBottom: number) =>
      fromBottom >= 17 && fromBottom < 25 && (x < 280 || x >= 344) ? 245 : null;
    const bottom = findBorderEdge(card(longCredits), cardToImage, SIZE, 'bottom');
    expect(bottom).toMatchObject({ text: true });
    expect(bottom.depth).toBeCloseTo(41, 0);
  });

  it('measures past credits in blocks at different heights, where no one line of them has most scans', () => {
    // As on Magic's Flesh to Dust: the number and artist low on the left, the copyright higher on the right, a
    // third of the scans between words. No line of text holds 40% of the scans; all but a few meet one before 41.
    const blocks = (x: number, fromBottom: number) => {
      const word = x % 60 < 40;
      if (x < 315) return word && fromBottom >= 10 && fromBottom < 18 ? 245 : null;
      return word && fromBottom >= 24 && fromBottom < 32 ? 245 : null;
    };
    const bottom = findBorderEdge(card(blocks), cardToImage, SIZE, 'bottom');
    expect(bottom).toMatchObject({ text: true });
    expect(bottom.depth).toBeCloseTo(41, 0);
  });

  describe('two lines of credits that only a few scans pass through both of', () => {
    // As on Magic's Daybreak Coronet photographed on green cloth: the number low, the artist's line above it, words
    // offset so that one scan in eight passes between the words of both to the frame; the rest stop on a letter, or
    // on a scuff by the card's edge. The frame holds fewer scans than the credits' 15%.
    const twoLines = (firstLineEnds: number) => (x: number, fromBottom: number) => {
      const at = x % 60;
      if (at < firstLineEnds) return fromBottom >= 10 && fromBottom < 18 ? 245 : null;
      if (at < firstLineEnds + 16) return fromBottom >= 24 && fromBottom < 32 ? 245 : null;
      if (at >= firstLineEnds + 25) return fromBottom >= 4 && fromBottom < 7 ? 245 : null;
      return null;
    };

    it('measures to the frame behind them where no line holds 40% of the scans', () => {
      const bottom = findBorderEdge(card(twoLines(20)), cardToImage, SIZE, 'bottom');
      expect(bottom).toMatchObject({ text: true });
      expect(bottom.depth).toBeCloseTo(41, 0);
    });

    it('measures to the frame behind them where the first line holds 40% of the scans, not to the second line', () => {
      const bottom = findBorderEdge(card(twoLines(22)), cardToImage, SIZE, 'bottom');
      expect(bottom).toMatchObject({ text: true });
      expect(bottom.depth).toBeCloseTo(41, 0);
    });

    it('keeps the frame behind them over a faint shade a few pixels further in', () => {
      // On Daybreak Coronet the text box's cream darkens by 8 levels 6 px in from its edge; that shade, straight
      // across the whole side, was taken for the border's edge over the frame that the scans between words met. A
      // light foil stamp in the middle of the border meets the frame there, so the frame's edge shows on under 90%
      // of the scans, and the shade on all of them.
      const stamp = (x: number, fromBottom: number) =>
        x >= 290 && x < 360 && fromBottom >= 28 && fromBottom < 41 ? 230 : null;
      const shade = (x: number, fromBottom: number) =>
        fromBottom >= 41 && fromBottom < 47 && x >= 20 && x < 610 ? 215 : null;
      const credits = (x: number, fromBottom: number) => (x % 60 >= 48 ? null : twoLines(20)(x, fromBottom));
      const shaded = (x: number, fromBottom: number) =>
        stamp(x, fromBottom) ?? credits(x, fromBottom) ?? shade(x, fromBottom);
      const bottom = findBorderEdge(card(shaded), cardToImage, SIZE, 'bottom');
      expect(bottom.depth).toBeCloseTo(41, 0);
      // The scans across the stamp are left out of the frame's support, as one break in it: the side is trusted.
      expect(bottom.confidence).toBeGreaterThan(0.9);
    });

    it('leaves out one break in the frame behind them, not two', () => {
      // Two stamps of the same width: the frame's edge shows on about 80% of the scans, and is trusted less.
      const stamps = (x: number, fromBottom: number) =>
        ((x >= 200 && x < 270) || (x >= 400 && x < 470)) && fromBottom >= 28 && fromBottom < 41 ? 230 : null;
      const credits = (x: number, fromBottom: number) => (x % 60 >= 48 ? null : twoLines(20)(x, fromBottom));
      const bottom = findBorderEdge(
        card((x, fromBottom) => stamps(x, fromBottom) ?? credits(x, fromBottom)),
        cardToImage,
        SIZE,
        'bottom',
      );
      expect(bottom.depth).toBeCloseTo(41, 0);
      expect(bottom.confidence).toBeLessThan(0.7);
    });
  });

  it('does not call an edge seen on few scans, with nothing before it, measured past text', () => {
    // The art behind the bottom border has the border's colour but for narrow light stripes: a quarter of the scans
    // meet the frame at 41 px, the rest never depart. No scan stops on letters, so there is no text to pass.
    const darkArt = (x: number, fromBottom: number) =>
      fromBottom >= 41 && fromBottom < 300 && x % 60 >= 15 ? 15 : null;
    const bottom = findBorderEdge(card(darkArt), cardToImage, SIZE, 'bottom');
    expect(bottom).not.toMatchObject({ text: true });
  });

  it('refuses, on a left or right side, an edge that scans pass to a line further in: no text runs there', () => {
    // The credits' pattern turned onto the left side (a holo sheen or a coarse copy can look so): not measured past.
    const sideways = (x: number) => (x >= 5 && x < 9 ? 245 : null);
    const gapped = (x: number, fromBottom: number) => (fromBottom % 60 < 40 ? sideways(x) : null);
    expect(findBorderEdge(card(gapped), cardToImage, SIZE, 'left')).toMatchObject({ depth: null, why: TEXT_IN_BORDER });
  });

  it('takes an unbroken line in the border as its edge, as before', () => {
    const rule = (_x: number, fromBottom: number) => (fromBottom >= 17 && fromBottom < 19 ? 245 : null);
    expect(findBorderEdge(card(rule), cardToImage, SIZE, 'bottom').depth).toBeCloseTo(17, 0);
  });
});

/**
 * A card filling the image (SIZE), in colour: a band `depth` px deep on every side, its colour `band(along)` where
 * `along` runs 0-1 down or across the side, around purple art.
 */
function banded(depth: number, band: (along: number) => [number, number, number]): PixelBuffer {
  const data = new Uint8Array(SIZE.width * SIZE.height * 4);
  for (let y = 0; y < SIZE.height; y++)
    for (let x = 0; x < SIZE.width; x++) {
      const across = x < depth || x >= SIZE.width - depth;
      const inBand = across || y < depth || y >= SIZE.height - depth;
      const colour = inBand ? band(across ? y / SIZE.height : x / SIZE.width) : [120, 80, 150];
      data.set([...colour, 255], (y * SIZE.width + x) * 4);
    }
  return { ...SIZE, channels: 4, data };
}

/** A sheen along a side: 0 at its ends, 1 in its middle, smoothly. */
const shine = (along: number) => Math.sin(Math.PI * along) ** 2;

describe('findBorderEdge on a shining band', () => {
  it("measures a silver band whose sheen runs from 165 to 245 levels along the side, its hue held (Drowzee's)", () => {
    const silver = banded(30, (along) => {
      const level = 165 + 80 * shine(along);
      return [level, level, level - 8];
    });
    for (const side of ['left', 'top'] as const) {
      const edge = findBorderEdge(silver, cardToImage, SIZE, side);
      expect(edge.depth).toBeCloseTo(30, 0);
      // Its colour changes smoothly from scan to scan: measured as surely as a plain border.
      expect(edge.confidence).toBeGreaterThan(0.85);
    }
  });

  it('does not measure a pale blue band that a glare turns towards white along the side', () => {
    // Pale and smooth all along, as a silver band: only its colour, blue, tells it from one.
    const glared = banded(30, (along) => {
      const t = shine(along);
      return [120 + 110 * t, 150 + 90 * t, 230 + 20 * t];
    });
    expect(findBorderEdge(glared, cardToImage, SIZE, 'left')).toMatchObject({ depth: null, why: ARTWORK_TO_EDGE });
  });

  it('does not measure a pale grey band whose shade jumps from scan to scan, as art running to the edge does', () => {
    const patchy = banded(30, (along) => {
      const level = 165 + ((Math.floor(along * 64) * 37) % 7) * 12;
      return [level, level, level - 8];
    });
    expect(findBorderEdge(patchy, cardToImage, SIZE, 'left')).toMatchObject({ depth: null, why: ARTWORK_TO_EDGE });
  });
});

describe('departsAt', () => {
  const scan = (levels: number[]) => ({
    profile: Float64Array.from(levels),
    colour: [15, 15, 15] as [number, number, number],
  });
  const departs = (levels: number[]) => departsAt(scan(levels), levels.length, 1, 0, 20);

  it('places a sharp step halfway up it', () => {
    expect(departs([15, 15, 15, 15, 215, 215, 215, 215, 215, 215])).toBeCloseTo(3.5, 5);
  });

  it('places a gradual step where it crosses half its height, not beyond the sample that does', () => {
    // 21 levels at sample 3 pass the departure but are far under half the step (100): interpolating from there ran
    // on to 6.8, past the sample that crosses half (from 60 at 5 to 200 at 6: 5.29).
    expect(departs([15, 15, 15, 36, 45, 75, 215, 215, 215, 215, 215])).toBeCloseTo(5 + 40 / 140, 5);
  });

  it('places a blurred step halfway up its whole climb, not up its first few samples', () => {
    // A step of 200 levels blurred over 10 samples (a slanted phone's far side, out of focus). Read over the 3 samples
    // after it departs, its top was 100 levels away and its middle 7.0; it climbs to 185 before slowing, its middle
    // between 75 and 100 away: 8.7, the whole step's middle 9.
    const blurred = [15, 15, 15, 15, 20, 30, 45, 65, 90, 115, 140, 165, 185, 200, 210, 215, 215, 215];
    expect(departsAt(scan(blurred), blurred.length, 1, 0, 20, 0, 12)).toBeCloseTo(8 + 17.5 / 25, 5);
  });

  it('does not follow a step on into a second one behind it: a thin line, then the frame', () => {
    // Black border, a thin blue line 100 levels away whose colour still creeps up, then the white text box.
    const line = [15, 15, 15, 15, 65, 115, 125, 133, 140, 255, 255, 255, 255, 255, 255, 255];
    expect(departsAt(scan(line), line.length, 1, 0, 20, 0, 12)).toBeCloseTo(4 + 9 / 50, 5);
  });

  // A black border whose inner part is printed a little warmer (Magic's Special): 25 levels, then 220 to the frame.
  const tinted = [15, 15, 15, 40, 40, 40, 40, 40, 40, 260, 260, 260, 260, 260];
  it('reads a far stronger step close behind a slight one as the border edge', () => {
    // From the tint's 25 to the frame's 245 (levels away from the border): halfway, 135, between samples 8 and 9.
    expect(departsAt(scan(tinted), tinted.length, 1, 0, 20, 8)).toBeCloseTo(8 + 110 / 220, 5);
  });

  it('keeps the slight step where the stronger one is out of reach or not far stronger', () => {
    expect(departsAt(scan(tinted), tinted.length, 1, 0, 20, 4)).toBeCloseTo(2.5, 5);
    const art = [15, 15, 15, 75, 75, 75, 75, 75, 75, 215, 215, 215, 215, 215];
    expect(departsAt(scan(art), art.length, 1, 0, 20, 8)).toBeCloseTo(2.5, 5);
  });

  it('keeps the slight step in a coloured border: a yellow border ends in its paler rule, whatever lies behind', () => {
    const yellow = { profile: Float64Array.from([200, 200, 200, 225, 225, 225, 225, 225, 225, 0, 0, 0, 0, 0]) };
    expect(departsAt({ ...yellow, colour: [200, 200, 200] }, 14, 1, 0, 20, 8)).toBeCloseTo(2.5, 5);
  });
});
