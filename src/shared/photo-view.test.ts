import { describe, expect, it } from 'vitest';
import { cardView, markView, wholePhoto, WINDOW_ASPECT } from './photo-view.js';

const landscape = { width: 1920, height: 1080 };

describe("the report's photo views", () => {
  it('fits the whole photo into the portrait window, centred', () => {
    const view = wholePhoto(landscape);
    expect(view.width / view.height).toBeCloseTo(WINDOW_ASPECT);
    expect(view.width).toBe(1920);
    expect(view.y + view.height / 2).toBeCloseTo(540);
  });

  it('closes in on a card drawn on a rendering of another size, with room around it', () => {
    // Drawn on the display rendering at half size: the card 200 x 280 there, 400 x 560 on the photo.
    const drawing = {
      imageWidth: 960,
      imageHeight: 540,
      outer: { x: 600, y: 100, width: 200, height: 280 },
      inner: { x: 610, y: 110, width: 180, height: 260 },
      angleDeg: 0,
    };
    const view = cardView(landscape, drawing);
    expect(view.width / view.height).toBeCloseTo(WINDOW_ASPECT);
    expect(view.x + view.width / 2).toBeCloseTo(1400);
    expect(view.y + view.height / 2).toBeCloseTo(480);
    expect(view.height).toBeCloseTo(560 * 1.16);
    // Turned, the card takes more room.
    expect(cardView(landscape, { ...drawing, angleDeg: 10 }).height).toBeGreaterThan(view.height);
    expect(cardView(landscape, undefined)).toEqual(wholePhoto(landscape));
  });

  it('closes in on a mark, a point with some of the photo around it', () => {
    const point = { photoKey: 'front', x: 100, y: 200, width: 0, height: 0, issue: 'corner damage' as const, note: '' };
    const view = markView(landscape, point);
    expect(view.x + view.width / 2).toBeCloseTo(100);
    expect(view.y + view.height / 2).toBeCloseTo(200);
    expect(view.width).toBeCloseTo(1080 * 0.4);
    expect(markView(landscape, { ...point, width: 300, height: 400 }).height).toBeCloseTo(1200);
  });
});
